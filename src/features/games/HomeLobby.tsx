import { lazy, Suspense, useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Link } from 'wouter';
import type { GameTile } from '../../../contract/games/schemas';
import { gameTypePath } from '../../../contract/values';
import { useNearScreen } from '../../lib/idle';
import { CategoryMenu } from './CategoryMenu';
import { Icon, type IconName } from '../../ui/Icon';
import { isLoggedIn, isTrial } from '../accounts/session';
import { startAnnouncements } from '../announcements/store';
import { OfflineNote } from '../system/OfflineNote';
import { online } from '../system/network';
import { sectionId } from './category-menu';
import { GameGrid } from './GameTile';
import { HomeBanners, HomeSearch, Jackpot, NoticeMarquee } from './HomeParts';
import { gameTypeLabels } from './labels';
import { homeVendorView, type Lane } from './lanes';
import { homeGameView, nextGameCount } from './list-view';
import {
  currentGameType,
  favGameList,
  homeLanes,
  hotGames,
  hotTotal,
  loadHotGames,
  loadMoreHotGames,
  loadLanes,
  recentGames,
  startLobbyStore,
} from './store';
import './home.css';

const LobbyOverlays = lazy(() => import('./LobbyOverlays'));

const LaneCards = lazy(() => import('./LaneCards'));
// Floating shortcuts (download, Telegram, Facebook, back to top): drawn once their chunk is in,
// never part of the first paint (ADR 063).
const RightBar = lazy(() => import('./RightBar'));

// Stable, so the offline note's "back online" listener is not re-added on every render.
const retryHot = () => void loadHotGames();
const retryLanes = () => void loadLanes();

function ShowingMore({ shown, total, onMore }: { shown: number; total: number; onMore: () => void }) {
  return (
    <div className="lane-more">
      <span className="muted" data-testid="showing-count">
        <Trans>
          Showing {shown} of {total}
        </Trans>
      </span>
      <button type="button" className="btn btn-outline" onClick={onMore} data-testid="load-more">
        <Trans>Load more</Trans>
      </button>
    </div>
  );
}

function SectionHead({
  id,
  icon,
  title,
  action,
}: {
  id: string;
  icon: IconName;
  title: ReactNode;
  action?: ReactNode;
}) {
  return (
    <header className="lane-head">
      <Icon name={icon} size={22} className="lane-icon" />
      <h2 id={id}>{title}</h2>
      {action}
    </header>
  );
}

const listTitles: Record<'HOT' | 'FAV' | 'RECENT', MessageDescriptor> = {
  HOT: msg`Hot games`,
  FAV: msg`Favourites`,
  RECENT: msg`Recently played`,
};
const listIcons: Record<'HOT' | 'FAV' | 'RECENT', IconName> = {
  HOT: 'flame',
  FAV: 'heart',
  RECENT: 'history',
};

/** HOT, FAV, RECENT: 12 games, load more by 12, no 'all' link (spec section 2). */
function GameListSection({
  kind,
  games,
  eager,
  total = games.length,
  onMore,
}: {
  kind: 'HOT' | 'FAV' | 'RECENT';
  games: GameTile[];
  eager: boolean;
  /** All there are when `games` holds only the pages loaded so far (HOT). */
  total?: number;
  /** Told how many are to show after "load more", to load what is missing. */
  onMore?: (count: number) => void;
}) {
  const { i18n } = useLingui();
  const [count, setCount] = useState(12);
  const view = homeGameView(total, count);
  return (
    <section
      className="lane"
      id={sectionId(kind)}
      aria-labelledby={`title-${kind}`}
      data-testid={`section-${kind}`}
    >
      <SectionHead id={`title-${kind}`} icon={listIcons[kind]} title={i18n._(listTitles[kind])} />
      {games.length === 0 && kind === 'HOT' && !online.value ? (
        <OfflineNote onRetry={retryHot} />
      ) : games.length === 0 ? (
        <p className="muted lane-empty">
          <Trans>No data</Trans>
        </p>
      ) : (
        <GameGrid games={games.slice(0, view.shown)} eagerCount={eager ? 4 : 0} />
      )}
      {view.canExpand ? (
        <ShowingMore
          shown={view.shown}
          total={view.total}
          onMore={() => {
            const next = nextGameCount(view.shown, view.total);
            setCount(next);
            onMore?.(next);
          }}
        />
      ) : null}
    </section>
  );
}

function LaneSection({ lane }: { lane: Lane }) {
  const { t, i18n } = useLingui();
  // Lanes start below the fold: the heading is there at once (the category menu jumps to it), the
  // cards are drawn when the lane comes near the screen.
  const [ref, near] = useNearScreen<HTMLElement>();
  const pending = !near;
  const [expanded, setExpanded] = useState(false);
  const view = homeVendorView(lane.type, lane.vendors.length, expanded);
  const path = gameTypePath[lane.type];
  const title = i18n._(gameTypeLabels[lane.type]);
  const headingId = `lane-title-${lane.type}`;
  return (
    <section
      ref={ref}
      className="lane"
      id={sectionId(lane.type)}
      aria-labelledby={headingId}
      data-testid={`lane-${lane.type}`}
    >
      <SectionHead
        id={headingId}
        icon={lane.type}
        title={title}
        action={
          <Link
            href={path}
            className="lane-all"
            aria-label={t`See all: ${title}`}
            onClick={() => (currentGameType.value = lane.type)}
            data-testid={`lane-all-${lane.type}`}
          >
            <Trans>All</Trans>
            <Icon name="chevron" size={16} />
          </Link>
        }
      />
      {pending ? (
        <VendorGridSkeleton count={view.shown} still />
      ) : (
        <Suspense fallback={<VendorGridSkeleton count={view.shown} still />}>
          <LaneCards vendors={lane.vendors.slice(0, view.shown)} path={path} />
        </Suspense>
      )}
      {view.canExpand && !pending ? (
        <ShowingMore shown={view.shown} total={view.total} onMore={() => setExpanded(true)} />
      ) : null}
    </section>
  );
}

/**
 * Grey cards of a vendor card's size: the lane keeps its height until its cards are drawn. Still
 * (no shimmer) while they wait for the visitor to scroll near: the shimmer repaints every frame
 * on the main thread, for as long as it shows.
 */
function VendorGridSkeleton({ count, still = false }: { count: number; still?: boolean }) {
  return (
    <ul className="vendor-grid" aria-hidden="true" data-testid="lane-pending">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <span className={still ? 'vendor-card skeleton still' : 'vendor-card skeleton'} />
        </li>
      ))}
    </ul>
  );
}

function LaneSkeleton() {
  return (
    <div className="lane" aria-hidden="true">
      <div className="lane-head">
        <span className="skeleton skeleton-title" />
      </div>
      <VendorGridSkeleton count={6} />
    </div>
  );
}

/** The category menu, from the lanes and the member's recent games. */
function HomeCategoryMenu() {
  const member = isLoggedIn.value && !isTrial.value;
  const laneTypes = (homeLanes.value ?? []).map((l) => l.title);
  return <CategoryMenu recentCount={member ? recentGames.value.length : 0} laneTypes={laneTypes} />;
}

/** HOT for everyone; FAV when logged in; RECENT for members who played something. */
function GameLists() {
  const member = isLoggedIn.value && !isTrial.value;
  const recent = recentGames.value;
  // Deferred: React renders the new tiles in slices it can pause, not in one long task.
  const hot = useDeferredValue(hotGames.value);
  return (
    <>
      <GameListSection kind="HOT" games={hot} total={hotTotal.value} onMore={loadMoreHotGames} eager />
      {isLoggedIn.value ? (
        <GameListSection kind="FAV" games={favGameList.value.content} eager={false} />
      ) : null}
      {member && recent.length > 0 ? <GameListSection kind="RECENT" games={recent} eager={false} /> : null}
    </>
  );
}

/** The vendor lanes in configured order, a skeleton while they load. */
function Lanes() {
  // Deferred: the 8 lanes and their ~40 vendor cards render in slices React can pause, so the
  // answer arriving is not one long task on a cheap phone (Lighthouse: total blocking time).
  const list = useDeferredValue(homeLanes.value);
  if (list === null) {
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          <Trans>Loading game providers…</Trans>
        </p>
        <LaneSkeleton />
      </div>
    );
  }
  if (list.length === 0 && !online.value) return <OfflineNote onRetry={retryLanes} />;
  if (list.length === 0) {
    return (
      <div className="lobby-empty">
        <p className="muted">
          <Trans>No game providers to show right now.</Trans>
        </p>
        <button type="button" className="btn btn-outline" onClick={() => void loadLanes()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }
  return list.map((l) => <LaneSection key={l.title} lane={{ type: l.title, vendors: l.cards }} />);
}

/**
 * The home lobby (spec section 2): banners, notices, jackpot, search, HOT/FAV/RECENT and the lanes.
 * Each part reads the signals it shows, so one answer arriving re-renders that part only, not the
 * whole page (several answers land one after another while a cheap phone draws the first screen).
 */
export function HomeLobby() {
  useEffect(() => {
    startLobbyStore();
    startAnnouncements();
    currentGameType.value = 'HOME';
  }, []);
  return (
    <div className="lobby" data-testid="lobby">
      <HomeBanners />
      <NoticeMarquee />
      <Jackpot />
      {/* Above the sections it jumps to, not above the banner: there it repeated the navigation's row. */}
      <HomeCategoryMenu />
      <HomeSearch />
      <GameLists />
      <Lanes />
      <Suspense fallback={null}>
        <RightBar />
      </Suspense>
      <Suspense fallback={null}>
        <LobbyOverlays withAnnouncement />
      </Suspense>
    </div>
  );
}
