import { useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { lanes } from '../../features/games/menus';
import { activeNavKey, buildNav } from '../../features/games/nav';
import { Icon } from '../../ui/Icon';
import { navIcon, navLabels } from './nav-labels';

/** The category strip under the header: built from the server's vendor categories (spec section 2). */
export function Nav() {
  const { t, i18n } = useLingui();
  const [location] = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  const entries = buildNav(lanes.value);
  const active = activeNavKey(location, entries);

  useEffect(() => {
    // Bring the active tab into view without scrolling the page itself.
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !item) return;
    const target = item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2;
    list.scrollTo({ left: Math.max(0, target), behavior: 'smooth' });
  }, [active, entries.length]);

  return (
    <nav className="nav" data-testid="nav" aria-label={t`Game categories`}>
      <ul className="nav-list" ref={listRef}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link
              href={entry.path}
              className="nav-item"
              data-testid={entry.testId}
              aria-current={active === entry.key ? 'page' : undefined}
            >
              <Icon name={navIcon(entry.key)} size={22} />
              <span>{i18n._(navLabels[entry.key])}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
