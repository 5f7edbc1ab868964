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

  const measured = useRef(false);

  useEffect(() => {
    // Bring the active tab into view without scrolling the page itself. Measured in the next
    // frame, where the browser lays the page out anyway: measuring here would force that layout
    // into the same task as the render (on the first render, the whole page). A strip that has
    // just appeared with its first tab active is already where it should be: not measured at all.
    const first = !measured.current;
    measured.current = true;
    const frame = requestAnimationFrame(() => {
      const list = listRef.current;
      const item = list?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!list || !item || (first && list.firstElementChild?.contains(item))) return;
      const target = Math.max(0, item.offsetLeft - (list.clientWidth - item.offsetWidth) / 2);
      if (Math.abs(list.scrollLeft - target) > 1) list.scrollTo({ left: target, behavior: 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
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
