import { useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { isLoggedIn } from '../accounts/session';
import { categoryEntries, scrollTarget, sectionId, type CategoryKey } from './category-menu';
import { gameTypeLabels } from './labels';
import { Icon, type IconName } from '../../ui/Icon';
import { openModal } from '../../lib/overlays';

const fixedLabels: Record<'HOT' | 'FAV' | 'RECENT', MessageDescriptor> = {
  HOT: msg`Hot`,
  FAV: msg`Favourites`,
  RECENT: msg`Recent`,
};
const fixedIcons: Record<'HOT' | 'FAV' | 'RECENT', IconName> = {
  HOT: 'flame',
  FAV: 'heart',
  RECENT: 'history',
};

export function scrollToSection(key: CategoryKey): void {
  if (key === 'FAV' && !isLoggedIn.peek()) return openModal('login');
  const el = document.getElementById(sectionId(key));
  if (!el) return;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({
    top: scrollTarget(el.getBoundingClientRect().top, window.scrollY),
    behavior: reduce ? 'auto' : 'smooth',
  });
}

/** The home category menu (spec section 2): jumps to the sections of the page. */
export function CategoryMenu({ recentCount, laneTypes }: { recentCount: number; laneTypes: CategoryKey[] }) {
  const { t, i18n } = useLingui();
  const keys = categoryEntries(
    isLoggedIn.value,
    recentCount,
    laneTypes.filter((k) => k !== 'HOT' && k !== 'FAV' && k !== 'RECENT') as never,
  );
  return (
    <nav className="category-menu" aria-label={t`Sections`} data-testid="category-menu">
      <ul>
        {keys.map((key) => (
          <li key={key}>
            <button
              type="button"
              className="category-item"
              onClick={() => scrollToSection(key)}
              data-testid={`category-${key}`}
            >
              <Icon
                name={key === 'HOT' || key === 'FAV' || key === 'RECENT' ? fixedIcons[key] : key}
                size={18}
              />
              <span>
                {key in fixedLabels
                  ? i18n._(fixedLabels[key as 'HOT'])
                  : i18n._(gameTypeLabels[key as 'RNG'])}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
