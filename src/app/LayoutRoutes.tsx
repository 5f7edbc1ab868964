import { lazy, useEffect, type ReactNode } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { HomeLobby } from '../features/games/HomeLobby';
import { LobbyOverlays } from '../features/games/LobbyOverlays';
// The typed lobbies (spec section 2) are a chunk the server preloads with their page (decision 041).
import { TypedLobbyRoute } from './typed-lobby-route';
import { hasToken } from '../features/accounts/session';
import { afterLogin, openModal, referralCode } from '../lib/overlays';
import {
  clientRoutes,
  pagesOutsideLayout,
  type ClientRoute,
  type LotteryKind,
  type PageOutsideLayout,
} from '../../contract/routes';

// Every other screen loads on demand, so the lobby's first download stays small.
const FavoritePage = lazy(() => import('../features/games/FavoritePage'));
const RecentPage = lazy(() => import('../features/games/RecentPage'));
const ForgetPage = lazy(() => import('../features/accounts/ForgetPage'));
const PromotionsPage = lazy(() => import('../features/promotions/PromotionsPage'));
const PointMallPage = lazy(() => import('../features/points/PointMallPage'));
const RedEnvelopePage = lazy(() => import('../features/red-envelopes/RedEnvelopePage'));
const LuckyPage = lazy(() => import('../features/lucky/LuckyPage'));
const SeamlessPage = lazy(() => import('../features/seamless/SeamlessPage'));
const AnnouncePage = lazy(() => import('../features/announcements/AnnouncePage'));
const DownloadPage = lazy(() => import('../features/download/DownloadPage'));
const HelpPage = lazy(() => import('../features/help/HelpPage'));
const MemberPage = lazy(() => import('../features/member/MemberPage'));
const LotteryPage = lazy(() => import('../features/lottery/LotteryPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));

/** /login: the lobby with the login popup open, at / (spec section 2). */
function LoginRoute() {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!hasToken()) openModal('login');
    navigate('/', { replace: true });
  }, [navigate]);
  return <HomeLobby />;
}

/** /register: the lobby with the register popup open; referralCode prefills the form. */
function RegisterRoute() {
  const search = useSearch();
  useEffect(() => {
    referralCode.value = new URLSearchParams(search).get('referralCode');
    openModal('register');
  }, [search]);
  return <HomeLobby />;
}

/** Lottery pages need a session token (spec section 2); the visitor returns here after logging in. */
function LotteryGuard({ kind }: { kind: LotteryKind }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const allowed = hasToken();
  useEffect(() => {
    if (allowed) return;
    afterLogin.value = search ? `${location}?${search}` : location;
    navigate('/login', { replace: true });
  }, [allowed, location, search, navigate]);
  return allowed ? <LotteryPage kind={kind} /> : null;
}

type LayoutRoute = Exclude<ClientRoute, { page: PageOutsideLayout }>;

/** What each page of the route table draws inside the layout. */
function drawPage(route: LayoutRoute): ReactNode {
  switch (route.page) {
    case 'home':
      return <HomeLobby />;
    case 'typed-lobby':
      return <TypedLobbyRoute type={route.type} />;
    case 'login':
      return <LoginRoute />;
    case 'register':
      return <RegisterRoute />;
    case 'forget':
      return <ForgetPage />;
    case 'promotions':
      return <PromotionsPage />;
    case 'point-mall':
      return <PointMallPage />;
    case 'red-envelope':
      return <RedEnvelopePage />;
    case 'lucky':
      return <LuckyPage />;
    case 'seamless':
      return <SeamlessPage />;
    case 'announce':
      // The notices open over the list: the lobby's popups (decision 008), here without the announcement.
      return (
        <>
          <AnnouncePage />
          <LobbyOverlays />
        </>
      );
    case 'download':
      return <DownloadPage />;
    case 'help':
      return <HelpPage />;
    case 'member':
      return <MemberPage />;
    case 'favorite':
      return <FavoritePage />;
    case 'recent':
      return <RecentPage />;
    case 'lottery':
      return <LotteryGuard kind={route.kind} />;
  }
}

const outside: ReadonlySet<string> = new Set(pagesOutsideLayout);
const layoutRoutes = clientRoutes.filter((r): r is LayoutRoute => !outside.has(r.page));

/**
 * The router matches paths case-insensitively; the lucky page's two paths match exactly, as the page
 * tells the wheel from the egg by its exact path (another spelling is not found).
 */
function matchOf(route: LayoutRoute): string | RegExp {
  return route.page === 'lucky' ? new RegExp(`^${route.path}$`) : route.path;
}

export function LayoutRoutes() {
  return (
    <Switch>
      {layoutRoutes.map((route) => (
        <Route key={route.path} path={matchOf(route)}>
          {drawPage(route)}
        </Route>
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
