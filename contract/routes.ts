import type { GameType } from './common';

/**
 * Every client path (spec section 2) and the page that draws it: the one route table. The app's
 * router maps it (src/app/Router.tsx, LayoutRoutes.tsx), the server's SPA fallback serves the shell
 * with status 200 for these paths and 404 for other extension-less ones (server/static.ts), and the
 * render shell preloads the chunks a path needs (server/features/shell/route-modules.ts).
 *
 * Plain data with type-only imports, no zod: the client's entry reads it, and zod is not in the
 * lobby's first download (decision 031). Paths match case-insensitively, as the router does.
 */

export type LotteryKind = 'lottery' | 'sea' | 'vn';

/** Each page and the module that holds it (the key of its chunk in the build's manifest). */
export const clientPages = {
  home: 'src/features/games/HomeLobby.tsx',
  'typed-lobby': 'src/features/games/TypedLobby.tsx',
  login: 'src/features/games/HomeLobby.tsx',
  register: 'src/features/games/HomeLobby.tsx',
  forget: 'src/features/accounts/ForgetPage.tsx',
  promotions: 'src/features/promotions/PromotionsPage.tsx',
  'point-mall': 'src/features/points/PointMallPage.tsx',
  'red-envelope': 'src/features/red-envelopes/RedEnvelopePage.tsx',
  lucky: 'src/features/lucky/LuckyPage.tsx',
  seamless: 'src/features/seamless/SeamlessPage.tsx',
  announce: 'src/features/announcements/AnnouncePage.tsx',
  download: 'src/features/download/DownloadPage.tsx',
  help: 'src/features/help/HelpPage.tsx',
  member: 'src/features/member/MemberPage.tsx',
  favorite: 'src/features/games/FavoritePage.tsx',
  recent: 'src/features/games/RecentPage.tsx',
  lottery: 'src/features/lottery/LotteryPage.tsx',
  'agent-login': 'src/features/agent/AgentLoginPage.tsx',
  'agent-home': 'src/features/agent/AgentHomePage.tsx',
  // The customer-service console (decision 039), not a spec route.
  console: 'src/features/console/ConsolePage.tsx',
} as const satisfies Record<string, string>;

export type ClientPage = keyof typeof clientPages;

/** The agent and console pages skip the lobby's layout (spec section 2); every other page is in it. */
export const pagesOutsideLayout = ['agent-login', 'agent-home', 'console'] as const;
export type PageOutsideLayout = (typeof pagesOutsideLayout)[number];

export type ClientRoute =
  | { path: string; page: Exclude<ClientPage, 'typed-lobby' | 'lottery'> }
  | { path: string; page: 'typed-lobby'; type: GameType }
  | { path: string; page: 'lottery'; kind: LotteryKind };

/** In the router's order: the first route whose path matches draws the page. */
export const clientRoutes: readonly ClientRoute[] = [
  { path: '/', page: 'home' },
  { path: '/index', page: 'home' },
  { path: '/index.html', page: 'home' },
  { path: '/home', page: 'home' },
  { path: '/sports', page: 'typed-lobby', type: 'SPORTS' },
  { path: '/esports', page: 'typed-lobby', type: 'ESPORTS' },
  { path: '/cockfight', page: 'typed-lobby', type: 'COCKFIGHT' },
  { path: '/lott', page: 'typed-lobby', type: 'LOTT' },
  { path: '/elott', page: 'typed-lobby', type: 'ELOTT' },
  { path: '/live', page: 'typed-lobby', type: 'LIVE' },
  { path: '/fish', page: 'typed-lobby', type: 'FISH' },
  { path: '/rng', page: 'typed-lobby', type: 'RNG' },
  { path: '/pvp', page: 'typed-lobby', type: 'PVP' },
  { path: '/login', page: 'login' },
  { path: '/register', page: 'register' },
  { path: '/forget', page: 'forget' },
  { path: '/promotions', page: 'promotions' },
  { path: '/pointMall', page: 'point-mall' },
  // Red envelopes (decision 058): the spec names the feature, not its route.
  { path: '/redEnvelope', page: 'red-envelope' },
  // The prize wheel and the golden egg (decisions 056-057): one page, the path picks the game.
  { path: '/luckyWheel', page: 'lucky' },
  { path: '/goldenEgg', page: 'lucky' },
  { path: '/seamless', page: 'seamless' },
  { path: '/announce', page: 'announce' },
  { path: '/down', page: 'download' },
  { path: '/help', page: 'help' },
  { path: '/member', page: 'member' },
  { path: '/favorite', page: 'favorite' },
  { path: '/recent', page: 'recent' },
  // Lottery pages and their aliases (the spec spells some of them in lowercase, one misspelt).
  { path: '/lottery', page: 'lottery', kind: 'lottery' },
  { path: '/lottert', page: 'lottery', kind: 'lottery' },
  { path: '/seaLottery', page: 'lottery', kind: 'sea' },
  { path: '/sealottery', page: 'lottery', kind: 'sea' },
  { path: '/vnLottery', page: 'lottery', kind: 'vn' },
  { path: '/vnlottery', page: 'lottery', kind: 'vn' },
  { path: '/agent', page: 'agent-login' },
  { path: '/agentHome', page: 'agent-home' },
  { path: '/console', page: 'console' },
];

/** The paths one page draws, in table order. */
export function pathsOf(page: ClientPage): string[] {
  return clientRoutes.filter((r) => r.page === page).map((r) => r.path);
}

/** A request path as the table spells it for lookups: no trailing slash, lowercase. */
export function routeKey(urlPath: string): string {
  return urlPath.replace(/\/+$/, '').toLowerCase() || '/';
}
