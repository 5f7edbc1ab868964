import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findApplications } from './applications';
import { selectGrants } from './views';

/** Grants for the operator: held (oldest decisions waiting) or all, newest first. */
export const listGrantsForOps = (db: Db, status: 'held' | 'all', limit: number) =>
  selectGrants(db, status === 'held' ? sql`g.status = 'held'` : sql`true`, limit);

/** Applications for the operator: pending or all. */
export const listApplicationsForOps = (db: Db, status: 'pending' | 'all', limit: number) =>
  findApplications(db, status === 'pending' ? sql`p.status = 'pending'` : sql`true`, 'en', limit);
