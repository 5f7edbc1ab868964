import { z } from 'zod';
import { RowId, countParam } from '../primitives';
import { envelope } from '../envelope';
import { GameClassify, GameType, LanguageQuery } from '../common';

export const VendorCard = z
  .object({
    vassalage: z.string(),
    displayName: z.string(),
    accountTypeName: z.string(),
    gameType: GameType,
    /** Brand colour of the vendor's generated logo. */
    color: z.string(),
    logoUrl: z.string(),
  })
  .meta({ id: 'VendorCard' });
export type VendorCard = z.infer<typeof VendorCard>;

/** A vendor category: a game type and its vendors, in server order (spec section 3). */
export const GameMenu = z
  .object({ gameCategory: GameType, vendors: z.array(VendorCard) })
  .meta({ id: 'GameMenu' });
export type GameMenu = z.infer<typeof GameMenu>;
const GameMenus = z.array(GameMenu);
export const GameMenusResponse = envelope(GameMenus);

// ---------------------------------------------------------------------------------------------
// Lobby: game tiles, lists, hot games, vendors, lanes, winners, favourites, recent, launch.
// ---------------------------------------------------------------------------------------------

/** An empty query parameter ("gameType=") counts as absent, as the lobby sends them that way. */
const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalParam = <T extends z.ZodType>(schema: T) => z.preprocess(blankAsAbsent, schema.optional());

/** A vendor code as it appears in URLs and rows (PG, TCG_LOTTO_VN). */
export const VendorCode = z.string().regex(/^[A-Za-z0-9_]{1,32}$/);

/** 0/1 flags in query strings; `true`/`false` are accepted too. */
const FlagParam = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const PageNo = z.coerce.number().int().min(1).max(100_000);

/** Shortest accepted search term, after trimming (see find-games.ts for why). */
export const MIN_SEARCH_LENGTH = 2;
export const MAX_SEARCH_LENGTH = 64;

/** A game tile (spec section 3). Tile colour style: nodeId % 5 + 1. */
export const GameTile = z
  .object({
    /** The game's id: what favourites, recent and launch take. */
    nodeId: z.number().int(),
    /** Name in the asked language. */
    gameName: z.string(),
    /** Same as gameName (kept for spec parity). */
    displayName: z.string(),
    vassalage: z.string(),
    gameType: GameType,
    /** The vendor's game code. */
    gameId: z.string(),
    isHot: z.union([z.literal(0), z.literal(1)]),
    /** 0 means a free trial is offered. */
    supportPlay: z.number().int(),
    freeplay: z.number().int(),
    iconUrl: z.string(),
    lagerIcon: z.string(),
    /** 'VASSALAGE' when the tile opens the vendor's game list instead of a game. */
    isGame: z.literal('VASSALAGE').nullable(),
    gameClassify: GameClassify.nullable(),
    isNew: z.union([z.literal(0), z.literal(1)]),
  })
  .meta({ id: 'GameTile' });
export type GameTile = z.infer<typeof GameTile>;

export const GamesListQuery = LanguageQuery.extend({
  clientType: z.string().max(16).optional(),
  platform: z.string().max(64).optional(),
  merchant: z.string().max(64).optional(),
  gameType: optionalParam(GameType),
  vassalage: optionalParam(VendorCode),
  isNew: optionalParam(FlagParam),
  gameClassify: optionalParam(GameClassify),
  /** Search text: trimmed; 2 to 64 characters; accents and case are ignored. */
  gameName: optionalParam(z.string().trim().min(MIN_SEARCH_LENGTH).max(MAX_SEARCH_LENGTH)),
  pageNo: PageNo.default(1),
  pageSize: countParam(100, 40),
});
export type GamesListQuery = z.infer<typeof GamesListQuery>;
export const GamesPage = z
  .object({ games: z.array(GameTile), totalPages: z.number().int(), total: z.number().int() })
  .meta({ id: 'GamesPage' });
export type GamesPage = z.infer<typeof GamesPage>;
export const GamesListResponse = envelope(GamesPage);

export const HotGamesQuery = LanguageQuery.extend({
  merchantCode: z.string().max(64).optional(),
  isPlatform: z.string().max(8).optional(),
  platform: z.string().max(64).optional(),
  vassalage: optionalParam(VendorCode),
  /** Extension: only this game type's hot games (the typed lobby's HOT tab). */
  gameType: optionalParam(GameType),
  /**
   * Extension: one page of the list (with pageSize; pageNo defaults to 1), with total and
   * totalPages. Without pageSize the whole list, as the original call: the lobby asks for the
   * page it shows (the home shows 12 of ~500 hot slots), not 163 KB of JSON (ADR 071).
   */
  pageNo: optionalParam(PageNo),
  pageSize: optionalParam(z.coerce.number().int().min(1).max(100)),
});
export type HotGamesQuery = z.infer<typeof HotGamesQuery>;
export const HotGames = z
  .object({
    list: z.array(GameTile),
    /** Only in a paged answer (pageSize asked): every hot game of the filter, and its pages. */
    total: z.number().int().optional(),
    totalPages: z.number().int().optional(),
  })
  .meta({ id: 'HotGames' });
export type HotGames = z.infer<typeof HotGames>;
export const HotGamesResponse = envelope(HotGames);

export const VendorsQuery = LanguageQuery.extend({
  platform: z.string().max(64).optional(),
  /** With a game type: that lane's vendors in lane order; without: every vendor once. */
  gameType: optionalParam(GameType),
});
const Vendors = z.object({ list: z.array(VendorCard) });
export const VendorsResponse = envelope(Vendors);

export const VendorGameTypesQuery = z.object({ vassalage: VendorCode });
export const VendorGameTypes = z
  .object({
    vassalage: z.string(),
    /** Game types the vendor has games of, in navigation order, each with its classify keys. */
    gameTypes: z.array(z.object({ gameType: GameType, gameClassify: z.array(GameClassify) })),
  })
  .meta({ id: 'VendorGameTypes' });
export type VendorGameTypes = z.infer<typeof VendorGameTypes>;
export const VendorGameTypesResponse = envelope(VendorGameTypes);

/** Lottery prize modes (spec section 3); the lanes call decides between LOTT and ELOTT. */
export const PrizeMode = z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA']);
export type PrizeMode = z.infer<typeof PrizeMode>;

export const Lane = z
  .object({
    title: GameType,
    cards: z.array(VendorCard),
    /** Per classify key, the lane's vendors that have games of it (slots only). */
    gameClassify: z.array(z.object({ key: GameClassify, vendors: z.array(VendorCard) })).optional(),
  })
  .meta({ id: 'Lane' });
export type Lane = z.infer<typeof Lane>;
const Lanes = z.object({ data: z.object({ lanes: z.array(Lane), prizeMode: PrizeMode }) });
export const LanesResponse = envelope(Lanes);

export const WinnersQuery = LanguageQuery.extend({
  gameCategory: z.union([z.literal('ALL'), GameType]).default('ALL'),
  /** 20 on the home page, 50 for the scroller. */
  limitNum: countParam(50, 20),
});
const WinnerFields = z.object({
  /** The game's code (as GameTile.gameId). */
  gameId: z.string(),
  /** Masked, e.g. "ng***n". */
  customerName: z.string(),
  /** Minor units as a decimal string (VND has none: dong). */
  winAmount: z.string(),
  gameName: z.string(),
  iconUrl: z.string(),
  /** True for a win of the progressive jackpot's pool (decision 061). */
  jackpot: z.boolean().optional(),
});
export const Winner = WinnerFields.extend({
  vo: WinnerFields.extend({
    nodeId: z.number().int(),
    vassalage: z.string(),
    gameType: GameType,
    currency: z.string(),
    /** ISO time of the win. */
    wonAt: z.string(),
  }),
}).meta({ id: 'Winner' });
export type Winner = z.infer<typeof Winner>;
const Winners = z.object({ list: z.array(Winner) });
export const WinnersResponse = envelope(Winners);

/** The progressive jackpot's pool as the lobby's ticker shows it (decision 061). */
export const JackpotPool = z
  .object({
    /** The pool now, minor units (dong) as a decimal string. */
    amount: z.string(),
    currency: z.string(),
    /** Basis points of each valid bet on a jackpot game fed into the pool (50 = 0.5%). */
    shareBasisPoints: z.number().int(),
    /** The pool's minimum, funded by the house at the start and after each win. */
    seed: z.string(),
    /** A spin wins the pool with the chance stake / oddsStake. */
    oddsStake: z.string(),
  })
  .meta({ id: 'JackpotPool' });
export type JackpotPool = z.infer<typeof JackpotPool>;

// Favourites and recent games (token required, not trial).

export const FavoriteIdsQuery = z.object({
  gameType: optionalParam(GameType),
  vassalage: optionalParam(VendorCode),
  pageNo: PageNo.optional(),
});
const FavoriteIds = z.object({ ids: z.array(z.number().int()) });
export const FavoriteIdsResponse = envelope(FavoriteIds);

export const FavoritesQuery = LanguageQuery.extend({
  clientType: z.string().max(16).optional(),
  platform: z.string().max(64).optional(),
  gameType: optionalParam(GameType),
  pageNo: PageNo.default(1),
  pageSize: countParam(999, 999),
});
export const FavoritesPage = z
  .object({
    content: z.array(GameTile),
    pageNum: z.number().int(),
    totalPages: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'FavoritesPage' });
export const FavoritesResponse = envelope(FavoritesPage);

export const NodeId = RowId;
export const AddFavoriteBody = z.object({
  nodeId: NodeId,
  vendor: z.string().max(32).optional(),
  gameType: z.string().max(16).optional(),
});
export const FavoriteParams = z.object({ nodeId: NodeId });
const FavoriteChange = z.object({ nodeId: z.number().int(), favorite: z.boolean() });

export const RecentGamesQuery = LanguageQuery.extend({
  clientType: z.string().max(16).optional(),
  gameType: optionalParam(GameType),
  page: PageNo.default(1),
  pageSize: countParam(20, 20),
});
const RecentGames = z.object({
  list: z.array(GameTile),
  totalPages: z.number().int(),
  total: z.number().int(),
});
export const RecentGamesResponse = envelope(RecentGames);

/** Start a game by its id, or by vendor and game code (spec section 3, game item for launch). */
export const LaunchGameBody = z.union([
  z.object({ nodeId: NodeId }),
  z.object({ vassalage: VendorCode, gameCode: z.string().min(1).max(64), gameType: GameType.optional() }),
]);
export type LaunchGameBody = z.infer<typeof LaunchGameBody>;

/**
 * Where the client goes (spec section 4): a lobby route (lotteries), the vendor's game list
 * popup (isGame VASSALAGE), or the game URL. Routes and URLs of playable games carry `nodeId`
 * and `token`, the launch token the house provider knows the player by (ADR 012).
 */
export const LaunchTarget = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('route'), path: z.string() }),
    z.object({ kind: z.literal('vendorList'), vassalage: z.string(), gameType: GameType }),
    z.object({ kind: z.literal('url'), url: z.string() }),
  ])
  .meta({ id: 'LaunchTarget' });
export type LaunchTarget = z.infer<typeof LaunchTarget>;
export const LaunchGameResponse = envelope(LaunchTarget);

/** The lobby's calls: catalogue, jackpot, favourites, recent games, launch (paths in contract/games/endpoints.ts, decision 064). */
export const gamesSchemas = {
  menus: { query: LanguageQuery, value: GameMenus },
  list: { query: GamesListQuery, value: GamesPage },
  hot: { query: HotGamesQuery, value: HotGames },
  vendors: { query: VendorsQuery, value: Vendors },
  vendorGameTypes: { query: VendorGameTypesQuery, value: VendorGameTypes },
  lanes: { query: LanguageQuery, value: Lanes },
  winners: { query: WinnersQuery, value: Winners },
  jackpot: { value: JackpotPool },
  favoriteIds: { query: FavoriteIdsQuery, value: FavoriteIds },
  favorites: { query: FavoritesQuery, value: FavoritesPage },
  addFavorite: { body: AddFavoriteBody, value: FavoriteChange },
  removeFavorite: { params: FavoriteParams, value: FavoriteChange },
  recent: { query: RecentGamesQuery, value: RecentGames },
  launch: { body: LaunchGameBody, value: LaunchTarget },
};
export type GamesSchemas = typeof gamesSchemas;
