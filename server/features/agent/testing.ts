import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { createSession } from '../../lib/sessions';
import { mainWallet } from '../../lib/ledger';

/** Test helper: an account under `parentId` (a plain INSERT: the tree trigger files it), with a session. */
export async function teamAccount(
  db: Db,
  opts: { type: number; parentId?: number | null; createdAt?: string },
) {
  const name = `a${randomBytes(5).toString('hex')}`;
  const r = await db.execute<{ id: string }>(sql`
    INSERT INTO accounts (account, nickname, type, parent_id, created_at)
    VALUES (${name}, ${name}, ${opts.type}, ${opts.parentId ?? null}, coalesce(${opts.createdAt ?? null}::timestamptz, now()))
    RETURNING id`);
  const id = Number(r.rows[0]!.id);
  await mainWallet(db, id);
  const { token } = await createSession(db, { accountId: id, ip: '203.0.113.10', userAgent: 'vitest' });
  return { id, account: name, headers: { authorization: `Bearer ${token}` } };
}

/** Test helper: an active contract granted at `acceptedAt` (the house's when uplineId is null). */
export async function grantContract(
  db: Db,
  c: {
    downlineId: number;
    uplineId?: number | null;
    kind: string;
    rate?: number;
    profit?: number;
    loss?: number;
    period: string;
    minValidBet?: bigint;
    minActiveMembers?: number;
    acceptedAt?: string;
  },
) {
  const r = await db.execute<{ id: string }>(sql`
    INSERT INTO agent_contracts (kind, upline_id, downline_id, status, rate_bp, profit_rate_bp, loss_rate_bp, period,
      min_valid_bet, min_active_members, offered_at, accepted_at)
    VALUES (${c.kind}, ${c.uplineId ?? null}, ${c.downlineId}, 'active', ${c.rate ?? 0}, ${c.profit ?? 0}, ${c.loss ?? 0},
      ${c.period}, ${(c.minValidBet ?? 0n).toString()}::bigint, ${c.minActiveMembers ?? 0},
      coalesce(${c.acceptedAt ?? null}::timestamptz, now()), coalesce(${c.acceptedAt ?? null}::timestamptz, now()))
    RETURNING id`);
  return Number(r.rows[0]!.id);
}
