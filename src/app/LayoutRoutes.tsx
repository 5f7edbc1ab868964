import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { HomeLobby } from '../features/games/HomeLobby';
// The typed lobbies (spec section 2) are a chunk the server preloads with their page (decision 041).
import { TypedLobbyRoute } from './typed-lobby-route';
import { hasToken } from '../features/accounts/session';
import { afterLogin, openModal, referralCode } from '../lib/overlays';
import {
  announcePath,
  downloadPath,
  favoritePath,
  forgetPath,
  helpPath,
  homePaths,
  loginPath,
  lotteryPaths,
  luckyPaths,
  memberPath,
  pointMallPath,
  promotionsPath,
  recentPath,
  redEnvelopePath,
  registerPath,
  seamlessPath,
  typedLobbyPaths,
  type LotteryKind,
} from '../../contract/routes';

const LobbyOverlays = lazy(() => import('../features/games/LobbyOverlays'));

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

/** The layout's pages at their paths, from the route table (contract/routes.ts). */
export function LayoutRoutes() {
  return (
    <Switch>
      {homePaths.map((path) => (
        <Route key={path} path={path} component={HomeLobby} />
      ))}
      {Object.entries(typedLobbyPaths).map(([path, type]) => (
        <Route key={path} path={path}>
          <TypedLobbyRoute type={type} />
        </Route>
      ))}
      <Route path={loginPath} component={LoginRoute} />
      <Route path={registerPath} component={RegisterRoute} />
      <Route path={forgetPath} component={ForgetPage} />
      <Route path={promotionsPath} component={PromotionsPage} />
      <Route path={pointMallPath} component={PointMallPage} />
      <Route path={redEnvelopePath} component={RedEnvelopePage} />
      {/* Exact paths: the page tells the wheel from the egg by its exact path (the router's own
          matching ignores case, and another spelling would draw the wheel). */}
      {luckyPaths.map((path) => (
        <Route key={path} path={new RegExp(`^${path}$`)} component={LuckyPage} />
      ))}
      <Route path={seamlessPath} component={SeamlessPage} />
      <Route path={announcePath}>
        {/* The notices open over the list: the lobby's popups (decision 008), without the announcement. */}
        <AnnouncePage />
        <Suspense fallback={null}>
          <LobbyOverlays />
        </Suspense>
      </Route>
      <Route path={downloadPath} component={DownloadPage} />
      <Route path={helpPath} component={HelpPage} />
      <Route path={memberPath} component={MemberPage} />
      <Route path={favoritePath} component={FavoritePage} />
      <Route path={recentPath} component={RecentPage} />
      {Object.entries(lotteryPaths).map(([path, kind]) => (
        <Route key={path} path={path}>
          <LotteryGuard kind={kind} />
        </Route>
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
