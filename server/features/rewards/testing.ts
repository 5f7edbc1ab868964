import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CampaignTerms, type Rule } from '../../../contract/rewards';
import type { Db } from '../../db/client';
import { campaignAction, createCampaign, fundBudget } from './admin';
import { welcomeTerms } from './seed-campaigns';

/** Test helper: a live, funded campaign on the welcome terms with the given changes. */
export async function liveCampaign(
  db: Db,
  over: Partial<CampaignTerms> & { budget?: bigint; rules?: Rule } = {},
) {
  const { budget = 1_000_000_000n, ...changes } = over;
  const terms = CampaignTerms.parse({ ...welcomeTerms, holdAbove: null, limits: {}, ...changes });
  const c = await createCampaign(db, 'cli:test', `t-${randomBytes(5).toString('hex')}`, terms);
  await fundBudget(db, 'cli:test', c.id, budget, 'test budget', `f-${randomBytes(6).toString('hex')}`);
  await campaignAction(db, 'cli:test', c.id, 'publish');
  return c.id;
}

/** Test helper: a credited deposit row (the facts and the deposit match read these). */
export async function creditedDeposit(db: Db, accountId: number, amount: bigint) {
  await db.execute(sql`
    INSERT INTO deposits (account_id, channel_code, amount, status, reference, request_id, credited_at)
    VALUES (${accountId}, 'bank', ${amount.toString()}::bigint, 'credited', ${`T${randomBytes(5).toString('hex')}`},
            ${randomBytes(6).toString('hex')}, now())`);
}

/** Test helper: many plain members at once (ids), of an account type. */
export async function manyMembers(db: Db, n: number, type = 0): Promise<number[]> {
  const tag = randomBytes(4).toString('hex');
  const r = await db.execute<{ id: string }>(sql`
    INSERT INTO accounts (account, nickname, type)
    SELECT ${`m${tag}_`} || i, ${`m${tag}_`} || i, ${type} FROM generate_series(1, ${n}) i RETURNING id`);
  return r.rows.map((x) => Number(x.id));
}

export const key = () => `k-${randomBytes(8).toString('hex')}`;
