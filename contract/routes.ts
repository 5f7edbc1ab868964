import type { GameType } from './common';

/**
 * Every client path (spec section 2) and the page that draws it: the one route table. The app's
 * router maps it (src/app/Router.tsx, LayoutRoutes.tsx), the server's SPA fallback serves the shell
 * with status 200 for these paths and 404 for other extension-less ones (server/static.ts), and the
 * render shell preloads the chunks a path needs (server/features/shell/route-modules.ts);
 * contract/routes.test.ts holds them together.
 *
 * Plain data with type-only imports, no zod: the client's entry reads it (zod is not in the lobby's
 * first download, decision 031). Each page's path (or paths) is a constant of its own, so the entry
 * carries the paths but not the pages' names (decision 041's budget); `listClientPages()` joins them
 * for the server and the tests. Paths match case-insensitively, as the router does.
 */

export type LotteryKind = 'lottery' | 'sea' | 'vn';

export const homePaths = ['/', '/index', '/index.html', '/home'];
/** The typed lobbies and the game type each shows. */
export const typedLobbyPaths: Record<string, GameType> = {
  '/sports': 'SPORTS',
  '/esports': 'ESPORTS',
  '/cockfight': 'COCKFIGHT',
  '/lott': 'LOTT',
  '/elott': 'ELOTT',
  '/live': 'LIVE',
  '/fish': 'FISH',
  '/rng': 'RNG',
  '/pvp': 'PVP',
};
/** The lobby with the login or the register popup open. */
export const loginPath = '/login';
export const registerPath = '/register';
export const forgetPath = '/forget';
export const promotionsPath = '/promotions';
export const pointMallPath = '/pointMall';
/** Red envelopes (decision 058): the spec names the feature, not its route. */
export const redEnvelopePath = '/redEnvelope';
/** The prize wheel and the golden egg (decisions 056-057): one page, the exact path picks the game. */
export const luckyPaths = ['/luckyWheel', '/goldenEgg'];
export const seamlessPath = '/seamless';
export const announcePath = '/announce';
export const downloadPath = '/down';
export const helpPath = '/help';
export const memberPath = '/member';
export const favoritePath = '/favorite';
export const recentPath = '/recent';
/** Lottery pages (they need a session token) and their aliases: some spelt in lowercase, one misspelt. */
export const lotteryPaths: Record<string, LotteryKind> = {
  '/lottery': 'lottery',
  '/lottert': 'lottery',
  '/seaLottery': 'sea',
  '/sealottery': 'sea',
  '/vnLottery': 'vn',
  '/vnlottery': 'vn',
};
/** The agent pages and the customer-service console skip the lobby's layout (spec section 2). */
export const agentLoginPath = '/agent';
export const agentHomePath = '/agentHome';
/** The customer-service console (decision 039), not a spec route. */
export const consolePath = '/console';

export type ClientPage = { name: string; paths: readonly string[]; module: string; outsideLayout?: true };

/** Every page, in the router's order, with its paths and its module (its chunk's key in the build's manifest). */
export function listClientPages(): ClientPage[] {
  return [
    { name: 'home', paths: homePaths, module: 'src/features/games/HomeLobby.tsx' },
    { name: 'typed-lobby', paths: Object.keys(typedLobbyPaths), module: 'src/features/games/TypedLobby.tsx' },
    { name: 'login', paths: [loginPath], module: 'src/features/games/HomeLobby.tsx' },
    { name: 'register', paths: [registerPath], module: 'src/features/games/HomeLobby.tsx' },
    { name: 'forget', paths: [forgetPath], module: 'src/features/accounts/ForgetPage.tsx' },
    { name: 'promotions', paths: [promotionsPath], module: 'src/features/promotions/PromotionsPage.tsx' },
    { name: 'point-mall', paths: [pointMallPath], module: 'src/features/points/PointMallPage.tsx' },
    {
      name: 'red-envelope',
      paths: [redEnvelopePath],
      module: 'src/features/red-envelopes/RedEnvelopePage.tsx',
    },
    { name: 'lucky', paths: luckyPaths, module: 'src/features/lucky/LuckyPage.tsx' },
    { name: 'seamless', paths: [seamlessPath], module: 'src/features/seamless/SeamlessPage.tsx' },
    { name: 'announce', paths: [announcePath], module: 'src/features/announcements/AnnouncePage.tsx' },
    { name: 'download', paths: [downloadPath], module: 'src/features/download/DownloadPage.tsx' },
    { name: 'help', paths: [helpPath], module: 'src/features/help/HelpPage.tsx' },
    { name: 'member', paths: [memberPath], module: 'src/features/member/MemberPage.tsx' },
    { name: 'favorite', paths: [favoritePath], module: 'src/features/games/FavoritePage.tsx' },
    { name: 'recent', paths: [recentPath], module: 'src/features/games/RecentPage.tsx' },
    { name: 'lottery', paths: Object.keys(lotteryPaths), module: 'src/features/lottery/LotteryPage.tsx' },
    {
      name: 'agent-login',
      paths: [agentLoginPath],
      module: 'src/features/agent/AgentLoginPage.tsx',
      outsideLayout: true,
    },
    {
      name: 'agent-home',
      paths: [agentHomePath],
      module: 'src/features/agent/AgentHomePage.tsx',
      outsideLayout: true,
    },
    {
      name: 'console',
      paths: [consolePath],
      module: 'src/features/console/ConsolePage.tsx',
      outsideLayout: true,
    },
  ];
}

/** Every client path, in the router's order. */
export function listClientPaths(): string[] {
  return listClientPages().flatMap((p) => p.paths);
}

/** A request path as a lookup key: no trailing slash, lowercase. */
export function routeKey(urlPath: string): string {
  return urlPath.replace(/\/+$/, '').toLowerCase() || '/';
}
