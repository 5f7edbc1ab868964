import { sql, type SQL } from 'drizzle-orm';
import {
  CampaignTerms,
  type Grant,
  type GrantSource,
  type GrantStatus,
} from '../../../contract/rewards/schemas';
import type { Executor } from '../../db/client';
import { AppError } from '../../core/context/errors';
import { textIn } from './campaign';
import { selectGrantRows } from './grants.sql';

type GrantDbRow = {
  id: string;
  source: GrantSource;
  campaign_id: string | null;
  version: number | null;
  terms: unknown;
  reason: string | null;
  amount: string;
  status: GrantStatus;
  turnover_required: string;
  turnover_progress: string;
  max_bet: string | null;
  created_at: Date | string;
  expires_at: Date | string | null;
  account: string;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

export function toGrant(r: GrantDbRow, language: string): Grant {
  const title = r.terms ? textIn(CampaignTerms.parse(r.terms).title, language) : (r.reason ?? '');
  return grantView(r, title);
}

/** A grant as the member reads it, from its columns and its title (a claim's answer: decision 068). */
export function grantView(r: Omit<GrantDbRow, 'terms' | 'reason' | 'account'>, title: string): Grant {
  const required = BigInt(r.turnover_required);
  const progress = BigInt(r.turnover_progress);
  return {
    id: Number(r.id),
    source: r.source,
    campaignId: r.campaign_id === null ? null : Number(r.campaign_id),
    campaignVersion: r.version,
    title,
    amount: r.amount,
    status: r.status,
    turnoverRequired: required.toString(),
    turnoverProgress: progress.toString(),
    turnoverRemaining: (r.status === 'active' ? required - progress : 0n).toString(),
    maxBet: r.max_bet,
    createdAt: iso(r.created_at)!,
    // Active: when the turnover must be met by; expired: when it was taken back (the list says so).
    expiresAt: r.status === 'active' || r.status === 'expired' ? iso(r.expires_at) : null,
  };
}

export async function findGrant(db: Executor, accountId: number | null, id: number, language: string) {
  const [r] = await selectGrantRows(
    db,
    sql`g.id = ${id} ${accountId === null ? sql`` : sql`AND g.account_id = ${accountId}`}`,
  );
  if (!r) throw new AppError('NOT_FOUND', `no grant ${id}`);
  return toGrant(r, language);
}

/** Grants matching `where`, newest first, with the account name and reason (operator view). */
export async function selectGrants(db: Executor, where: SQL, limit: number, offset = 0, language = 'vi') {
  const rows = await selectGrantRows(db, sql`${where} ORDER BY g.id DESC LIMIT ${limit} OFFSET ${offset}`);
  return rows.map((row) => ({ ...toGrant(row, language), account: row.account, reason: row.reason }));
}

/** One grant as the operator sees it (account and reason). */
export async function findOpsGrant(db: Executor, id: number) {
  const [g] = await selectGrants(db, sql`g.id = ${id}`, 1, 0, 'en');
  if (!g) throw new AppError('NOT_FOUND', `no grant ${id}`);
  return g;
}
