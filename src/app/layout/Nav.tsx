import { useDeferredValue, useEffect, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { gameMenus, lanes } from '../../features/games/menus';
import { read, write } from '../../lib/storage';
import { activeNavKey, buildNav } from '../../features/games/nav';
import { Icon } from '../../ui/Icon';
import { navIcon, navLabels } from './nav-labels';

/** How many entries follow home in the strip, as last seen (for the places held while it loads). */
const typicalCount = 11;
const waitingCount = () => read('local', 'navCount') ?? typicalCount;

/** The category strip under the header: built from the server's vendor categories (spec section 2). */
export function Nav() {
  const { t, i18n } = useLingui();
  const [location] = useLocation();
  const listRef = useRef<HTMLUListElement>(null);
  // Deferred (both together): the categories arriving redraw the strip in a transition, not in the
  // long synchronous task a signal's update would be while the first screen is drawn (TBT).
  const menus = useDeferredValue(gameMenus.value);
  const laneList = useDeferredValue(lanes.value);
  // Until the categories arrive, their places are held (grey, as many as last time): the strip
  // grew from its 4 fixed entries to 12 under the visitor's finger when they came.
  const waiting = menus.status === 'loading' && menus.menus.length === 0;
  const entries = buildNav(laneList);
  const active = activeNavKey(location, entries);
  useEffect(() => {
    if (menus.status === 'ready') write('local', 'navCount', entries.length - 1);
  }, [menus.status, entries.length]);

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
        {(waiting ? entries.slice(0, 1) : entries).map((entry) => (
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
        {waiting
          ? Array.from({ length: waitingCount() }, (_, i) => (
              <li key={`waiting-${i}`} aria-hidden="true" data-testid="nav-waiting">
                <span className="nav-item nav-waiting">
                  <span />
                  <span />
                </span>
              </li>
            ))
          : null}
      </ul>
    </nav>
  );
}
