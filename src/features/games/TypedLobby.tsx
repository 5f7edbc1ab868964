import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useReducer,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLocation, useSearch } from 'wouter';
import type { GameType } from '../../../contract/common';
import type { GameTile, VendorCard as Vendor } from '../../../contract/games/schemas';
import { releaseBootShell, releaseBootShellOver } from '../../lib/boot-shell';
import { openModal } from '../../lib/overlays';
import * as games from '../../../contract/games/endpoints';
import { ApiError } from '../../lib/api';
import { api } from '../../lib/call';
import { gameTypePath } from '../../../contract/values';
import { language } from '../../lib/i18n';
import { Icon } from '../../ui/icons-more';
import { PageFrame } from '../../ui/PageFrame';
import { Pager } from '../../ui/Pager';
import { isLoggedIn, isTrial } from '../accounts/session';
import { online } from '../system/network';
import { OfflineNote } from '../system/OfflineNote';
import { GameGrid } from './GameTile';
import { gameTypeLabels } from './labels';
import {
  classifyTabs,
  hasGameGrid,
  initialFilter,
  reduceFilter,
  typedPageSize,
  type Classify,
} from './lobby-filter';
import { readyFirstPage, takeFirstPage } from './first-page';
import { gameMenus, lanes, loadGameMenus } from './menus';
import { currentGameType, currentVassalage, favGameList, startLobbyStore } from './store';
import { VendorCard, VendorLogo } from './VendorCard';
import { Button } from '../../ui/Button';

const LobbyOverlays = lazy(() => import('./LobbyOverlays'));

const retryMenus = () => void loadGameMenus(language.peek(), true);

const classifyLabels: Record<Classify, MessageDescriptor> = {
  ALL: msg`All`,
  HOT: msg`Hot`,
  RECENT: msg`Recent`,
  FAV: msg`Favourites`,
  NEW: msg`New`,
};

const seaLotteryVendor = 'TCG_SEA';

function VendorRail({
  vendors,
  selected,
  onSelect,
}: {
  vendors: Vendor[];
  selected: string | null;
  onSelect: (code: string | null) => void;
}) {
  const { t } = useLingui();
  return (
    <nav className="vendor-rail" aria-label={t`Providers`} data-testid="vendor-menu">
      <ul>
        <li>
          <button
            type="button"
            className="rail-item"
            aria-pressed={selected === null}
            onClick={() => onSelect(null)}
            data-testid="vendor-menu-all"
          >
            <span className="rail-all">
              <Icon name="grid" size={22} />
            </span>
            <span className="rail-name">
              <Trans>All</Trans>
            </span>
          </button>
        </li>
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <button
              type="button"
              className="rail-item"
              aria-pressed={selected === v.vassalage}
              onClick={() => onSelect(v.vassalage)}
              data-testid={`vendor-menu-${v.vassalage}`}
            >
              <VendorLogo vendor={v} width={64} eager />
              <span className="rail-name">{v.displayName}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

type ListState = { games: GameTile[]; totalPages: number; total: number } | null;

const slice = (all: GameTile[], page: number) => ({
  games: all.slice((page - 1) * typedPageSize, page * typedPageSize),
  totalPages: Math.ceil(all.length / typedPageSize),
  total: all.length,
});

/** The typed lobby's game grid (RNG, LIVE, FISH, PVP): vendors, classify tabs, search and pager (spec section 4). */
function GameLobby({ type, vendors }: { type: GameType; vendors: Vendor[] }) {
  const { t, i18n } = useLingui();
  const search = useSearch();
  const [, navigate] = useLocation();
  const path = gameTypePath[type];
  const requested = new URLSearchParams(search).get('vassalage');
  const [filter, dispatch] = useReducer(reduceFilter, requested, initialFilter);
  const lang = language.value;
  const [data, setData] = useState<ListState>(() => readyFirstPage(type, requested, lang) ?? null);
  const member = isLoggedIn.value && !isTrial.value;
  // Only the favourites tab reads the favourites: elsewhere their arrival must not refetch the page.
  const allFavs = favGameList.value.content;
  const favs = filter.classify === 'FAV' ? allFavs : null;
  const tabs = classifyTabs(type, member);
  const lobbyRef = useRef<HTMLDivElement>(null);
  // Bumped by the offline note's retry: asks for the page again.
  const [attempt, setAttempt] = useState(0);
  const [unreachable, setUnreachable] = useState(false);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // The server's still first row (#boot-shell) goes once this grid's pictures can take its place,
  // or when the lobby leaves the screen.
  useEffect(() => {
    if (data && lobbyRef.current) releaseBootShellOver(lobbyRef.current);
  }, [data]);
  useEffect(() => releaseBootShell, []);

  // The address bar's vendor (a vendor card link, the side menu) is the source of truth.
  useEffect(() => {
    dispatch({ type: 'vendor', vassalage: requested });
  }, [requested]);
  useEffect(() => {
    currentGameType.value = type;
    currentVassalage.value = filter.vassalage;
  }, [type, filter.vassalage]);

  useEffect(() => {
    let live = true;
    const { vassalage, classify, page, term } = filter;
    // The visitor's language goes with every GET; `lang` here asks again when it changes.
    const base = { gameType: type, vassalage: vassalage ?? undefined };
    let load: Promise<ListState>;
    const opening = classify === 'ALL' && page === 1 && !term;
    const early = opening ? takeFirstPage(type, vassalage, lang) : undefined;
    // Already shown by the first render: nothing to load, no spinner in between.
    if (early?.ready) {
      setData(early.ready);
      return;
    }
    if (early) load = early.page;
    else if (term || classify === 'ALL' || classify === 'NEW')
      load = api(games.list, {
        query: {
          ...base,
          gameName: term ?? undefined,
          isNew: !term && classify === 'NEW' ? 1 : undefined,
          pageNo: page,
          pageSize: typedPageSize,
        },
      });
    else if (classify === 'HOT')
      load = api(games.hot, { query: { ...base, pageNo: page, pageSize: typedPageSize } }).then((r) => ({
        games: r.list,
        totalPages: r.totalPages ?? 1,
        total: r.total ?? r.list.length,
      }));
    else if (classify === 'RECENT')
      load = api(games.recent, { query: { gameType: type, pageSize: 20 } }).then((r) =>
        slice(
          r.list.filter((g) => !vassalage || g.vassalage === vassalage),
          page,
        ),
      );
    else
      load = Promise.resolve(
        slice(
          (favs ?? []).filter((g) => g.gameType === type && (!vassalage || g.vassalage === vassalage)),
          page,
        ),
      );
    setData(null);
    load
      .then((d) => live && (setUnreachable(false), setData(d)))
      .catch((err: unknown) => {
        if (!live) return;
        // No answer at all is not "no data": the empty grid offers a retry instead.
        setUnreachable(err instanceof ApiError && err.code === 'NETWORK');
        setData({ games: [], totalPages: 0, total: 0 });
      });
    return () => {
      live = false;
    };
  }, [filter, type, lang, favs, attempt]);

  const pickVendor = (code: string | null) => {
    if (code === seaLotteryVendor) {
      if (isLoggedIn.peek()) navigate('/sealottery');
      else openModal('login');
      return;
    }
    // replace: picking a vendor is a filter, not a new page in the back stack.
    navigate(code ? `${path}?vassalage=${encodeURIComponent(code)}` : path, { replace: true });
    dispatch({ type: 'vendor', vassalage: code });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'search' });
  };

  return (
    <div className="typed-lobby" ref={lobbyRef}>
      <VendorRail vendors={vendors} selected={filter.vassalage} onSelect={pickVendor} />
      <div className="typed-content">
        <form className="search-form" role="search" onSubmit={submit}>
          <input
            className="input"
            type="search"
            value={filter.search}
            maxLength={64}
            onChange={(e) => dispatch({ type: 'type-search', text: e.target.value })}
            placeholder={t`Search games`}
            aria-label={t`Search games`}
            data-testid="lobby-search-input"
          />
          <Button type="submit" variant="primary" aria-label={t`Search`} data-testid="lobby-search-submit">
            <Icon name="search" size={18} />
          </Button>
        </form>
        {tabs.length > 1 ? (
          <div
            className="classify-tabs"
            role="tablist"
            aria-label={t`Game lists`}
            data-testid="classify-tabs"
          >
            {tabs.map((tab) => (
              <button
                key={tab}
                type="button"
                role="tab"
                className="classify-tab"
                aria-selected={!filter.term && filter.classify === tab}
                onClick={() => dispatch({ type: 'classify', classify: tab })}
                data-testid={`classify-${tab}`}
              >
                {i18n._(classifyLabels[tab])}
              </button>
            ))}
          </div>
        ) : null}
        {data === null ? (
          <div className="typed-loading" aria-busy="true">
            <span className="spinner" />
          </div>
        ) : data.games.length === 0 && (unreachable || !online.value) ? (
          <OfflineNote onRetry={retry} />
        ) : data.games.length === 0 ? (
          <p className="muted typed-note" data-testid="no-data">
            <Trans>No data</Trans>
          </p>
        ) : (
          // The first row loads with the page; the rest when laid out (lazy), so they do not share
          // the slow line with the first row, the largest paint.
          <GameGrid games={data.games} eagerCount={2} />
        )}
        <Pager
          page={filter.page}
          totalPages={data?.totalPages ?? 0}
          range={3}
          margin={1}
          onPage={(page) => dispatch({ type: 'page', page, totalPages: data?.totalPages ?? 0 })}
          testId="lobby-pager"
        />
      </div>
    </div>
  );
}

/** Sports, e-sports, cockfight and lotteries: the vendor page. */
function VendorPage({ type, vendors }: { type: GameType; vendors: Vendor[] }) {
  const path = gameTypePath[type];
  return (
    <ul className="vendor-grid typed-grid">
      {vendors.map((v) => (
        <li key={v.vassalage}>
          <VendorCard vendor={v} href={`${path}?vassalage=${encodeURIComponent(v.vassalage)}`} eager />
        </li>
      ))}
    </ul>
  );
}

/** A typed lobby (/rng, /live, ...). */
export default function TypedLobby({ type }: { type: GameType }) {
  const { i18n } = useLingui();
  useEffect(startLobbyStore, []);
  // Deferred (both together): the vendor list arriving redraws the lobby in a transition React can
  // pause, not in one synchronous task while the first page of games is drawn (TBT).
  const laneList = useDeferredValue(lanes.value);
  const menus = useDeferredValue(gameMenus.value);
  const vendors = laneList.find((l) => l.type === type)?.vendors ?? [];
  const loading = menus.status === 'loading' && vendors.length === 0;
  return (
    <PageFrame title={i18n._(gameTypeLabels[type])} icon={type} testId={`typed-lobby-${type}`}>
      {/* A grid lobby asks for its games at once, while the vendor list is still on its way:
          waiting for one answer before asking the other cost a slow line a round trip. */}
      {hasGameGrid(type) && (loading || vendors.length > 0) ? (
        <GameLobby type={type} vendors={vendors} />
      ) : loading ? (
        <div className="typed-loading" aria-busy="true">
          <span className="spinner" />
        </div>
      ) : vendors.length === 0 && !online.value ? (
        <OfflineNote onRetry={retryMenus} />
      ) : vendors.length === 0 ? (
        <div className="coming-soon">
          <p className="coming-soon-title">
            <Trans>No data</Trans>
          </p>
          <p className="muted">
            <Trans>There are no providers in this category yet.</Trans>
          </p>
        </div>
      ) : (
        <VendorPage type={type} vendors={vendors} />
      )}
      <Suspense fallback={null}>
        <LobbyOverlays />
      </Suspense>
    </PageFrame>
  );
}

// src/main.tsx asks for a directly opened lobby's first page as soon as this chunk is here.
export { fetchFirstPageEarly } from './first-page';
