import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { CampaignTerms, type Rule } from '../../contract/rewards/schemas';
import type { Db } from '../../server/db/client';
import { pointsIssuer, pointsWallet } from '../../server/features/points/accounts';
import { campaignAction, createCampaign, fundBudget } from '../../server/engine/rewards/admin';
import { welcomeTerms } from '../../server/engine/rewards/seed-campaigns';
import { MEMBER_CURRENCY, mainWallet, postTransaction, systemAccount } from '../../server/core/money/ledger';
import { hashPassword } from '../../server/core/sessions/password';
import { createSession } from '../../server/core/sessions/sessions';
import { call } from './requests';
import type { TestApp } from './test-app';

/**
 * The one set of test factories: members, agents under a parent, wallets with money, sessions,
 * deposits, bets, campaigns and contracts, made the way the product leaves them in the database.
 * Features' tests import these instead of keeping helpers of their own, so a change to how the
 * product makes one of them is made here once.
 */

/** A fresh unique value with a readable prefix: account names, request ids, idempotency keys. */
export const unique = (prefix = 'r-') => `${prefix}${randomBytes(8).toString('hex')}`;

export type Member = { accountId: number; account: string; wallet: number };

/**
 * A member (or, by `type`, an agent or trial account) with a main wallet, optionally holding
 * `balance` and filed under `parentId`. A plain INSERT: the agent tree's trigger files it, and
 * parent_id is fixed at creation.
 */
export async function createMember(
  db: Db,
  opts: {
    type?: number;
    parentId?: number | null;
    createdAt?: string;
    balance?: bigint;
    prefix?: string;
  } = {},
): Promise<Member> {
  const account = `${opts.prefix ?? 'm_'}${randomBytes(5).toString('hex')}`;
  const r = await db.execute<{ id: string }>(sql`
    INSERT INTO accounts (account, nickname, type, parent_id, created_at)
    VALUES (${account}, ${account}, ${opts.type ?? 0}, ${opts.parentId ?? null},
            coalesce(${opts.createdAt ?? null}::timestamptz, now()))
    RETURNING id`);
  const accountId = Number(r.rows[0]!.id);
  const wallet = await mainWallet(db, accountId);
  if ((opts.balance ?? 0n) > 0n) await deposit(db, wallet, opts.balance!);
  return { accountId, account, wallet };
}

/** Many plain accounts at once (ids), of an account type: for load and concurrency tests. */
export async function manyMembers(db: Db, n: number, type = 0): Promise<number[]> {
  const tag = randomBytes(4).toString('hex');
  const r = await db.execute<{ id: string }>(sql`
    INSERT INTO accounts (account, nickname, type)
    SELECT ${`m${tag}_`} || i, ${`m${tag}_`} || i, ${type} FROM generate_series(1, ${n}) i RETURNING id`);
  return r.rows.map((x) => Number(x.id));
}

/**
 * Each account's main wallet, opened as registration opens it (accounts/register.ts). Members of
 * `manyMembers` have none, so their first grant or deposit opens it (a path the concurrency tests
 * want); a bench of registered members' claims opens theirs first.
 */
export async function openMainWallets(db: Db, accountIds: number[]): Promise<void> {
  await db.execute(sql`
    INSERT INTO ledger_accounts (kind, owner_id, currency)
    SELECT 'member_main', id, ${MEMBER_CURRENCY} FROM unnest(${`{${accountIds.join(',')}}`}::bigint[]) id`);
}

/** A signed-in session of the account, as the bearer header a client sends. */
export async function signIn(db: Db, accountId: number): Promise<{ authorization: string }> {
  const { token } = await createSession(db, { accountId, ip: '203.0.113.10', userAgent: 'vitest' });
  return { authorization: `Bearer ${token}` };
}

/** A session of a seeded account by name ('demo' member, 'trial_demo' trial, 'agent1' ...). */
export async function signInAs(db: Db, account: string): Promise<{ authorization: string }> {
  const rows = await db.execute<{ id: string }>(sql`SELECT id FROM accounts WHERE account = ${account}`);
  const id = rows.rows[0]?.id;
  if (id === undefined) throw new Error(`no seeded account ${account}`);
  return signIn(db, Number(id));
}

/** `createMember` and a session. */
export async function memberWithSession(db: Db, opts: Parameters<typeof createMember>[1] = {}) {
  const member = await createMember(db, opts);
  return { ...member, headers: await signIn(db, member.accountId) };
}

export const PAY_PASSWORD = 'Pay@123456';
let payHash: Promise<string> | undefined;

/**
 * A member who uses the app: a session, a payment password (unless false), a payee name if
 * given, and `call` to send a request with that session and read the envelope back.
 */
export async function appMember(
  t: TestApp,
  opts: Parameters<typeof createMember>[1] & { payee?: string; payPassword?: boolean } = {},
) {
  const db = t.database.db;
  const member = await memberWithSession(db, { prefix: 'c_', ...opts });
  const hash = opts.payPassword === false ? null : await (payHash ??= hashPassword(PAY_PASSWORD));
  await db.execute(sql`
    INSERT INTO account_security (account_id, payment_password_hash, payee_name)
    VALUES (${member.accountId}, ${hash}, ${opts.payee ?? null})`);
  return {
    ...member,
    call: <T = Record<string, unknown>>(method: string, path: string, body?: unknown) =>
      call<T>(t, method, path, { headers: member.headers, body }),
  };
}

/** Money into a wallet from the system's cash_in account, as one ledger transaction. */
export async function deposit(db: Db, wallet: number, amount: bigint) {
  const cashIn = await systemAccount(db, 'cash_in');
  await db.transaction((tx) =>
    postTransaction(tx, {
      kind: 'test_deposit',
      idempotencyKey: unique('test:deposit:'),
      entries: [
        { ledgerAccountId: cashIn, amount: -amount },
        { ledgerAccountId: wallet, amount },
      ],
    }),
  );
}

/** Mall points into the member's points wallet from the points issuer, as one ledger transaction. */
export async function givePoints(db: Db, accountId: number, points: bigint) {
  await db.transaction(async (tx) =>
    postTransaction(tx, {
      kind: 'points_test',
      idempotencyKey: unique('test:points:'),
      entries: [
        { ledgerAccountId: await pointsWallet(tx, accountId), amount: points, system: false },
        { ledgerAccountId: await pointsIssuer(tx), amount: -points, system: true },
      ],
    }),
  );
}

/** A credited deposit row (what the rules' facts and the deposit match read). */
export async function creditedDeposit(db: Db, accountId: number, amount: bigint) {
  await db.execute(sql`
    INSERT INTO deposits (account_id, channel_code, amount, status, reference, request_id, credited_at)
    VALUES (${accountId}, 'bank', ${amount.toString()}::bigint, 'credited', ${`T${randomBytes(5).toString('hex')}`},
            ${randomBytes(6).toString('hex')}, now())`);
}

export type TestBet = {
  vendor: string;
  game: string;
  at: string;
  bet: bigint;
  win?: bigint;
  status?: 'open' | 'settled' | 'rolled_back';
};

/**
 * A bets row at a chosen time, as the seamless protocol leaves it. Money is not the point: the
 * ledger side is the seamless tests'; this sets exact times the protocol cannot.
 */
export async function insertBet(db: Db, accountId: number, b: TestBet): Promise<number> {
  const wallet = await mainWallet(db, accountId);
  const status = b.status ?? (b.win === undefined ? 'open' : 'settled');
  const r = await db.execute<{ id: string }>(sql`
    INSERT INTO bets (account_id, vendor_code, game_code, round_id, bet_transaction_id, ledger_account_id,
                      bet_amount, win_amount, status, placed_at, settled_at)
    VALUES (${accountId}, ${b.vendor}, ${b.game}, ${unique('r-')}, ${unique('t-')}, ${wallet},
            ${b.bet.toString()}::bigint, ${(b.win ?? 0n).toString()}::bigint, ${status}, ${b.at}::timestamptz,
            ${status === 'settled' ? b.at : null}::timestamptz)
    RETURNING id`);
  return Number(r.rows[0]!.id);
}

/** A live campaign on the welcome terms with the given changes, funded with `budget` (null: not funded). */
export async function liveCampaign(
  db: Db,
  over: Partial<CampaignTerms> & { budget?: bigint | null; rules?: Rule } = {},
) {
  const { budget = 1_000_000_000n, ...changes } = over;
  const terms = CampaignTerms.parse({ ...welcomeTerms, holdAbove: null, limits: {}, ...changes });
  const c = await createCampaign(db, 'cli:test', unique('t-'), terms);
  if (budget !== null) await fundBudget(db, 'cli:test', c.id, budget, 'test budget', unique('f-'));
  await campaignAction(db, 'cli:test', c.id, 'publish');
  return c.id;
}

/** An active agent contract granted at `acceptedAt` (the house's when uplineId is null). */
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

/** The smallest valid PNG signature followed by filler: magic bytes are what uploads check. */
export const pngBytes = (size = 64) => {
  const b = new Uint8Array(size);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return b;
};

export { createOperatorKey } from '../../server/features/operator/keys';
