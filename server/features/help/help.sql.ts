import { sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { CHANGES_CHANNEL } from '../../core/storage/changes';
import { sqlRun } from '../../core/storage/rows';

/** Every node drops its help caches when the transaction commits (core/storage/changes.ts). */
export const announceHelpChange = (tx: Executor) =>
  sqlRun(tx, sql`SELECT pg_notify(${CHANGES_CHANNEL}, 'help')`);

/** One editor of an article at a time: its versions are numbered one after another. */
export const lockHelpArticle = (tx: Tx, slug: string) =>
  sqlRun(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`help_article:${slug}`}))`);

/** One publisher of the terms at a time: their versions are numbered one after another. */
export const lockTermsVersions = (tx: Tx) =>
  sqlRun(tx, sql`SELECT pg_advisory_xact_lock(hashtext('terms_versions'))`);
