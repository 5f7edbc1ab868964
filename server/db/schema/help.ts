import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAtColumn, foreignId, foreignSerial, idColumn, timestamptz, updatedAtColumn } from './columns';
import { accountRef } from './refs';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Help centre articles (spec sections 1, 2 and 7): one row per article with its current text in
 * both languages; every edit adds a row to help_article_versions first (the history operators
 * read back). Bodies are plain text (paragraphs, "- " list lines), never HTML.
 */
export const helpArticles = pgTable(
  'help_articles',
  {
    id: idColumn(),
    /** The deep-link name: /help?article=<slug>. */
    slug: text('slug').notNull(),
    section: text('section').notNull(),
    sort: integer('sort').notNull().default(0),
    version: integer('version').notNull(),
    titleVi: text('title_vi').notNull(),
    titleEn: text('title_en').notNull(),
    bodyVi: text('body_vi').notNull(),
    bodyEn: text('body_en').notNull(),
    /**
     * Accent- and case-folded title and body, as the game search folds names
     * (server/db/functions/immutable_unaccent.sql).
     */
    searchVi: text('search_vi').generatedAlwaysAs(sql`lower(immutable_unaccent(title_vi || ' ' || body_vi))`),
    searchEn: text('search_en').generatedAlwaysAs(sql`lower(immutable_unaccent(title_en || ' ' || body_en))`),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    uniqueIndex('help_articles_slug_uq').on(t.slug),
    check('help_articles_slug_valid', sql`${t.slug} ~ '^[a-z0-9][a-z0-9-]{0,63}$'`),
    check(
      'help_articles_section_valid',
      sql`${t.section} IN ('account', 'deposits', 'withdrawals', 'security', 'app', 'faq')`,
    ),
  ],
);

/** Every text an article ever had, by version (1, 2, ...), with who wrote it. */
export const helpArticleVersions = pgTable(
  'help_article_versions',
  {
    articleId: foreignId('article_id', () => helpArticles.id).notNull(),
    version: integer('version').notNull(),
    titleVi: text('title_vi').notNull(),
    titleEn: text('title_en').notNull(),
    bodyVi: text('body_vi').notNull(),
    bodyEn: text('body_en').notNull(),
    actor: text('actor').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.version] })],
);

/** The terms and conditions: append-only versions; the newest is the one in force. */
export const termsVersions = pgTable('terms_versions', {
  version: integer('version').primaryKey(),
  bodyVi: text('body_vi').notNull(),
  bodyEn: text('body_en').notNull(),
  actor: text('actor').notNull(),
  publishedAt: timestamptz('published_at').notNull().defaultNow(),
});

/** Which terms version a member accepted, and when (written in the registration's transaction). */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    accountId: accountRef('account_id').notNull(),
    version: foreignSerial('version', () => termsVersions.version).notNull(),
    acceptedAt: timestamptz('accepted_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.version] })],
);

/**
 * Member feedback (spec sections 1 and 5: a category, at most 140 characters, up to 3 png/jpg
 * images). Image bytes live in the upload store; the row keeps their keys.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: idColumn(),
    accountId: accountRef('account_id').notNull(),
    category: text('category').notNull(),
    content: text('content').notNull(),
    imageKeys: text('image_keys')
      .array()
      .notNull()
      .default(sql`'{}'`),
    status: text('status').notNull().default('open'),
    reply: text('reply'),
    repliedBy: text('replied_by'),
    repliedAt: timestamptz('replied_at'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('feedback_account_idx').on(t.accountId, t.id),
    index('feedback_open_idx')
      .on(t.id)
      .where(sql`${t.status} = 'open'`),
    check('feedback_status_valid', sql`${t.status} IN ('open', 'replied')`),
    check('feedback_images_at_most_3', sql`cardinality(${t.imageKeys}) <= 3`),
  ],
);

/**
 * The default upload store (server/core/storage/blob-store.ts): image bytes in the database, so every app
 * node on it reads what any node stored. An S3-compatible bucket replaces it by configuration.
 */
export const blobs = pgTable('blobs', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAtColumn(),
});
