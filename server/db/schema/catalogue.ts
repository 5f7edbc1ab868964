import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, foreignCode, foreignSerial, idColumn, int64, timestamptz } from './columns';
import { accountRef } from './refs';

export const vendors = pgTable('vendors', {
  code: text('code').primaryKey(),
  nameEn: text('name_en').notNull(),
  nameVi: text('name_vi').notNull(),
  accountTypeName: text('account_type_name').notNull(),
  color: text('color').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Which game types a vendor appears under, and its order there. */
export const vendorCategories = pgTable(
  'vendor_categories',
  {
    vendorCode: foreignCode('vendor_code', () => vendors.code).notNull(),
    gameType: text('game_type').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.vendorCode, t.gameType] })],
);

/** Order of the game categories in the navigation ("ordered by config", spec section 2). */
export const gameCategories = pgTable('game_categories', {
  gameType: text('game_type').primaryKey(),
  sort: integer('sort').notNull(),
});

export const games = pgTable(
  'games',
  {
    /** The spec's nodeId. */
    id: serial('id').primaryKey(),
    vendorCode: foreignCode('vendor_code', () => vendors.code).notNull(),
    gameType: text('game_type').notNull(),
    gameCode: text('game_code').notNull(),
    nameEn: text('name_en').notNull(),
    nameVi: text('name_vi').notNull(),
    isHot: boolean('is_hot').notNull().default(false),
    /** 0 means a free trial is offered (spec section 3). */
    supportPlay: smallint('support_play').notNull().default(1),
    freeplay: smallint('freeplay').notNull().default(0),
    /** SC, VP, JP, TG, AC, BG; null for plain slot machines and non-slot games. */
    classify: text('classify'),
    isNew: boolean('is_new').notNull().default(false),
    /** 'VASSALAGE' when the tile opens the vendor's game list instead of a game. */
    isGame: text('is_game'),
    /** Seed for the generated SVG icon (colours and motif). */
    iconSeed: integer('icon_seed').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAtColumn(),
    /** Lower-case, accent-free names: what search matches, through trigram indexes. */
    searchEn: text('search_en').generatedAlwaysAs(sql`lower(immutable_unaccent(name_en))`),
    searchVi: text('search_vi').generatedAlwaysAs(sql`lower(immutable_unaccent(name_vi))`),
  },
  (t) => [
    uniqueIndex('games_vendor_code_uq').on(t.vendorCode, t.gameCode),
    index('games_search_en_trgm').using('gin', t.searchEn.op('gin_trgm_ops')),
    index('games_search_vi_trgm').using('gin', t.searchVi.op('gin_trgm_ops')),
    index('games_type_vendor_sort_idx').on(t.gameType, t.vendorCode, t.sort),
    index('games_hot_idx').on(t.gameType, t.sort).where(sqlTrue('is_hot')),
  ],
);

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  groupName: text('group_name').notNull(),
  imageUrl: text('image_url').notNull(),
  titleEn: text('title_en').notNull(),
  titleVi: text('title_vi').notNull(),
  /** Null when the banner is not clickable. */
  linkageType: text('linkage_type'),
  linkageValue: text('linkage_value'),
  sort: integer('sort').notNull().default(0),
});

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    /** B banner, PL player notice, PU popup, PR promotion, H home (spec section 7). */
    type: text('type').notNull(),
    /** A members, B guests, F first login (spec section 4). */
    execution: text('execution').notNull(),
    platform: text('platform').notNull().default('W'),
    titleEn: text('title_en').notNull(),
    titleVi: text('title_vi').notNull(),
    contentEn: text('content_en').notNull(),
    contentVi: text('content_vi').notNull(),
    promotionType: text('promotion_type'),
    imageUrl: text('image_url'),
    publishedAt: timestamptz('published_at').notNull().defaultNow(),
  },
  (t) => [index('announcements_type_exec_idx').on(t.type, t.execution)],
);

function sqlTrue(column: string) {
  return sql.raw(`${column} = true`);
}

/** A member's favourite games (spec section 4): one row per (account, game), so adding twice is a no-op. */
export const favoriteGames = pgTable(
  'favorite_games',
  {
    accountId: accountRef('account_id').notNull(),
    gameId: foreignSerial('game_id', () => games.id).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.gameId] }),
    index('favorite_games_account_idx').on(t.accountId, t.createdAt),
  ],
);

/** Games a member launched, newest first (recorded on launch). */
export const recentGames = pgTable(
  'recent_games',
  {
    accountId: accountRef('account_id').notNull(),
    gameId: foreignSerial('game_id', () => games.id).notNull(),
    lastPlayedAt: timestamptz('last_played_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.gameId] }),
    index('recent_games_account_idx').on(t.accountId, t.lastPlayedAt),
  ],
);

/**
 * The winner board: notable wins, newest first. The wallet issue inserts a row when a settled
 * win passes the threshold; the demo seed starts it with sample wins. Amounts in minor units.
 */
export const bigWins = pgTable(
  'big_wins',
  {
    id: idColumn(),
    gameId: foreignSerial('game_id', () => games.id).notNull(),
    accountId: accountRef('account_id'),
    /** Shown masked on the board ("de***o"). */
    customerName: text('customer_name').notNull(),
    winAmount: int64('win_amount').notNull(),
    currency: text('currency').notNull(),
    wonAt: timestamptz('won_at').notNull().defaultNow(),
    /** A win of the progressive jackpot's pool (decision 061), marked on the board. */
    jackpot: boolean('jackpot').notNull().default(false),
  },
  (t) => [index('big_wins_won_at_idx').on(t.wonAt)],
);
