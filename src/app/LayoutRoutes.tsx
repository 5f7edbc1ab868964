import { lazy, useEffect } from 'react';
import { Route, Switch, useLocation, useSearch } from 'wouter';
import { HomeLobby } from '../features/games/HomeLobby';
import { LobbyOverlays } from '../features/games/LobbyOverlays';
// The typed lobbies (spec section 2) are a chunk the server preloads with their page (decision 041).
import { TypedLobbyRoute } from './typed-lobby-route';
import { hasToken } from '../features/accounts/session';
import { afterLogin, openModal, referralCode } from '../lib/overlays';
import { homePaths, lobbyPaths, lotteryPaths, type LotteryKind } from '../lib/route-rules';

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

export function LayoutRoutes() {
  return (
    <Switch>
      {homePaths.map((path) => (
        <Route key={path} path={path} component={HomeLobby} />
      ))}
      {Object.entries(lobbyPaths).map(([path, type]) => (
        <Route key={path} path={path}>
          <TypedLobbyRoute type={type} />
        </Route>
      ))}
      <Route path="/login" component={LoginRoute} />
      <Route path="/register" component={RegisterRoute} />
      <Route path="/forget" component={ForgetPage} />
      <Route path="/promotions" component={PromotionsPage} />
      <Route path="/pointMall" component={PointMallPage} />
      <Route path="/redEnvelope" component={RedEnvelopePage} />
      <Route path={/^\/(luckyWheel|goldenEgg)$/} component={LuckyPage} />
      <Route path="/seamless" component={SeamlessPage} />
      <Route path="/announce">
        {/* The notices open over the list: the lobby's popups (decision 008), here without the announcement. */}
        <AnnouncePage />
        <LobbyOverlays />
      </Route>
      <Route path="/down" component={DownloadPage} />
      <Route path="/help" component={HelpPage} />
      <Route path="/member" component={MemberPage} />
      <Route path="/favorite" component={FavoritePage} />
      <Route path="/recent" component={RecentPage} />
      {Object.entries(lotteryPaths).map(([path, kind]) => (
        <Route key={path} path={path}>
          <LotteryGuard kind={kind} />
        </Route>
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
