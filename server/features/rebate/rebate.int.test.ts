import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REBATE_CAMPAIGN_CODE } from '../../../contract/rebate/schemas';
import type { Db } from '../../db/client';
import { balanceOf, mainWallet } from '../../core/money/ledger';
import { budgetOf, findCampaignByCode, newVersion, reviewGrant } from '../../engine/rewards';
import { bet, createToolLaunchToken, win } from '../wallet';
import { accrueRebates } from './accrue';
import { claimRebate } from './claim';
import { setRate } from './rates';
import { baseRates, LEVEL_STEP_BP } from './seed';
import { rebateSummary } from './summary';
import { openNodes, type Nodes, codeOf } from '../../../tests/helpers/nodes';
import { createMember, unique } from '../../../tests/helpers/factories';

/**
 * The rebate on real PostgreSQL (decision 045), calling the feature directly: accrual
 * once per bet under concurrent passes, claims once under concurrent sessions, the minimum.
 * Connections commit with synchronous_commit off, as the rewards concurrency tests do.
 */
let nodes: Nodes;
let db: Db;
let second: Db;
const origin = { ip24: null, deviceId: null };
beforeAll(async () => {
  nodes = await openNodes({ first: 30, second: 16 });
  ({ db, second } = nodes);
});
afterAll(() => nodes.close());

const one = async <T>(q: ReturnType<typeof sql>) =>
  (await db.execute<T & Record<string, unknown>>(q)).rows[0]!;

/** A seeded game of a type (vendor and code), so the accrual finds its type in the catalogue. */
async function gameOf(type: string) {
  return one<{ vendor: string; code: string }>(sql`
    SELECT vendor_code AS vendor, game_code AS code FROM games
    WHERE game_type = ${type} AND is_game IS DISTINCT FROM 'VASSALAGE' ORDER BY id LIMIT 1`);
}

/** One settled round through the seamless wallet: a bet, then its win (0 or more). */
async function play(
  d: Db,
  accountId: number,
  game: { vendor: string; code: string },
  stake: bigint,
  opts: { validBet?: bigint; settle?: boolean } = {},
) {
  const { token } = await createToolLaunchToken(d, accountId, game.vendor);
  const id = randomBytes(6).toString('hex');
  await bet(d, game.vendor, {
    token,
    playerId: String(accountId),
    transactionId: `rb-${id}`,
    roundId: `rr-${id}`,
    gameCode: game.code,
    amount: stake,
  });
  if (opts.settle === false) return;
  await win(
    d,
    game.vendor,
    {
      playerId: String(accountId),
      transactionId: `rw-${id}`,
      betTransactionId: `rb-${id}`,
      amount: 0n,
      ...(opts.validBet !== undefined ? { validBet: opts.validBet } : {}),
    },
    { multiple: 1000, perRound: 10n ** 12n },
  );
}

describe('accrual', () => {
  it('accrues settled valid bets at the rate of their game type and the level at accrual, hedges cancelled', async () => {
    const rng = await gameOf('RNG');
    const live = await gameOf('LIVE');
    const m = await createMember(db, { balance: 1_000_000n });
    await db.execute(sql`UPDATE accounts SET vip_level = 2 WHERE id = ${m.accountId}`);
    await play(db, m.accountId, rng, 10_000n);
    await play(db, m.accountId, live, 50_000n, { validBet: 20_000n }); // hedged baccarat: 20,000 valid
    await play(db, m.accountId, rng, 7_000n, { settle: false }); // open: not yet
    await accrueRebates(db);
    // The level drops after accrual: what accrued keeps its rate.
    await db.execute(sql`UPDATE accounts SET vip_level = 0 WHERE id = ${m.accountId}`);

    const rngBp = baseRates.RNG + 2 * LEVEL_STEP_BP;
    const liveBp = baseRates.LIVE + 2 * LEVEL_STEP_BP;
    const s = await rebateSummary(db, m.accountId);
    expect(s.lines).toEqual([
      {
        gameType: 'RNG',
        rateBp: rngBp,
        validBet: '10000',
        amount: String((10_000 * rngBp) / 10_000),
        bets: 1,
      },
      {
        gameType: 'LIVE',
        rateBp: liveBp,
        validBet: '20000',
        amount: String((20_000 * liveBp) / 10_000),
        bets: 1,
      },
    ]);
    expect(s.total).toBe(String((10_000 * rngBp + 20_000 * liveBp) / 10_000));
    expect(s.vipLevel).toBe(0);
    expect(s.rates.find((r) => r.gameType === 'RNG')?.rateBp).toBe(baseRates.RNG);

    // The open bet accrues once it settles; the others are not read again.
    await accrueRebates(db);
    expect((await rebateSummary(db, m.accountId)).lines.reduce((n, l) => n + l.bets, 0)).toBe(2);
  });

  it('a rate change applies to bets accrued afterwards', async () => {
    const fish = await gameOf('FISH');
    const m = await createMember(db, { balance: 1_000_000n });
    await play(db, m.accountId, fish, 10_000n);
    await accrueRebates(db);
    // Within the house's edge (decision 093): below the best level's rate.
    await setRate(db, 'cli:test', { gameType: 'FISH', vipLevel: 0, rateBp: 80 });
    await play(db, m.accountId, fish, 10_000n);
    await accrueRebates(db);
    const s = await rebateSummary(db, m.accountId);
    expect(s.lines.map((l) => [l.rateBp, l.amount])).toEqual([
      [baseRates.FISH, String(baseRates.FISH)],
      [80, '80'],
    ]);
    await setRate(db, 'cli:test', { gameType: 'FISH', vipLevel: 0, rateBp: baseRates.FISH });
  });

  it('accrues each bet once with two passes running while bets settle', async () => {
    const rng = await gameOf('RNG');
    const m = await createMember(db, { balance: 10_000_000n });
    const rounds = 120;
    let next = 0;
    let running = true;
    const passes = [db, second].map(async (d) => {
      while (running) await accrueRebates(d);
    });
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < rounds) {
          next++;
          await play(second, m.accountId, rng, 10_000n);
        }
      }),
    );
    running = false;
    await Promise.all(passes);
    await Promise.all([accrueRebates(db), accrueRebates(second)]);
    const r = await one<{ n: string; distinct_bets: string; sum: string }>(sql`
      SELECT count(*)::text AS n, count(DISTINCT bet_id)::text AS distinct_bets, sum(amount)::text AS sum
      FROM rebate_accruals WHERE account_id = ${m.accountId}`);
    const settled = await one<{ n: string }>(sql`
      SELECT count(*)::text AS n FROM bets WHERE account_id = ${m.accountId} AND status = 'settled'`);
    expect(Number(settled.n)).toBe(rounds);
    expect(r).toEqual({
      n: String(rounds),
      distinct_bets: String(rounds),
      sum: String(rounds * baseRates.RNG),
    });
  });

  it('a win that commits long after its settled_at is accrued: the cursor never passes an open transaction (decision 069)', async () => {
    const rng = await gameOf('RNG');
    const m = await createMember(db, { balance: 1_000_000n });
    await play(db, m.accountId, rng, 40_000n, { settle: false });
    const betId = Number(
      (await one<{ id: string }>(sql`SELECT id FROM bets WHERE account_id = ${m.accountId}`)).id,
    );
    // The win's transaction: settled_at is its start (as the seamless win writes it); it commits
    // only after passes ran (a slow network, a stalled node: the delay has no bound).
    const late = new pg.Client({ connectionString: nodes.database.url });
    await late.connect();
    try {
      await late.query('BEGIN');
      const started = new Date((await late.query<{ t: Date }>('SELECT now() AS t')).rows[0]!.t);
      await late.query(`UPDATE bets SET status = 'settled', settled_at = now() WHERE id = $1`, [betId]);
      await new Promise((r) => setTimeout(r, 50));
      await accrueRebates(db);
      await accrueRebates(second);
      const cursor = await one<{ at: Date }>(
        sql`SELECT scanned_to AS at FROM rebate_cursor WHERE name = 'bets'`,
      );
      // A look-back of any fixed length is passed once the win takes longer than it; the cursor
      // itself must stay behind the open win.
      expect(new Date(cursor.at).getTime()).toBeLessThanOrEqual(started.getTime());
      await late.query('COMMIT');
    } finally {
      await late.end();
    }
    await accrueRebates(db);
    const s = await rebateSummary(db, m.accountId);
    expect(s.lines).toMatchObject([{ gameType: 'RNG', validBet: '40000', bets: 1 }]);
  });

  it('does not accrue for agent accounts (players only)', async () => {
    const rng = await gameOf('RNG');
    const agent = await createMember(db, { balance: 1_000_000n, type: 1 });
    await play(db, agent.accountId, rng, 10_000n);
    await accrueRebates(db);
    expect((await rebateSummary(db, agent.accountId)).lines).toEqual([]);
  });
});

describe('claims', () => {
  async function accrued(stakes: bigint[]) {
    const rng = await gameOf('RNG');
    const m = await createMember(db, { balance: 10_000_000n });
    for (const stake of stakes) await play(db, m.accountId, rng, stake);
    await accrueRebates(db);
    return m;
  }
  const budget = async () => {
    const c = await findCampaignByCode(db, REBATE_CAMPAIGN_CODE);
    return budgetOf(db, c!.id);
  };

  it('a rebate claimed from two sessions at once pays once', async () => {
    const m = await accrued([100_000n, 50_000n]);
    const before = await balanceOf(db, m.wallet);
    const budgetBefore = await budget();
    const r = await Promise.allSettled([
      claimRebate(db, m.accountId, { requestId: unique('k-') }, origin, 'vi'),
      claimRebate(second, m.accountId, { requestId: unique('k-') }, origin, 'en'),
    ]);
    const ok = r.flatMap((x) => (x.status === 'fulfilled' ? [x.value] : []));
    const codes = r.flatMap((x) => (x.status === 'rejected' ? [codeOf(x.reason)] : []));
    expect(ok).toHaveLength(1);
    expect(codes).toEqual(['REBATE_BELOW_MINIMUM']);
    const paid = BigInt(150_000 * baseRates.RNG) / 10_000n;
    expect(ok[0]!.grant.amount).toBe(paid.toString());
    expect(ok[0]!.grant.source).toBe('rebate');
    expect(await balanceOf(db, m.wallet)).toBe(before + paid);
    expect(await budget()).toBe(budgetBefore - paid);
    // 1x wagering from the campaign terms.
    expect(ok[0]!.grant.turnoverRequired).toBe(paid.toString());
  });

  it('20 concurrent claims (double taps and other keys): one payment, total = accrued, every row consumed by it', async () => {
    const m = await accrued([40_000n, 30_000n, 30_000n, 25_000n]);
    const total = BigInt(125_000 * baseRates.RNG) / 10_000n;
    expect((await rebateSummary(db, m.accountId)).total).toBe(total.toString());
    const before = await balanceOf(db, m.wallet);
    const tap = unique('k-');
    const r = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        claimRebate(
          i % 2 ? db : second,
          m.accountId,
          { requestId: i < 10 ? tap : unique('k-') },
          origin,
          'vi',
        ),
      ),
    );
    const ok = r.flatMap((x) => (x.status === 'fulfilled' ? [x.value] : []));
    const codes = r.flatMap((x) => (x.status === 'rejected' ? [codeOf(x.reason)] : []));
    // Whoever wins: one grant; its double taps get it back, other keys find nothing left.
    expect(new Set(ok.map((x) => x.grant.id)).size).toBe(1);
    expect(codes.every((c) => c === 'REBATE_BELOW_MINIMUM')).toBe(true);
    expect(ok.length + codes.length).toBe(20);
    const grants = await db.execute<{ id: string; amount: string }>(sql`
      SELECT id, amount::text FROM reward_grants WHERE account_id = ${m.accountId} AND source = 'rebate'`);
    expect(grants.rows).toEqual([{ id: String(ok[0]!.grant.id), amount: total.toString() }]);
    expect(await balanceOf(db, m.wallet)).toBe(before + total);
    const rows = await one<{ n: string; mine: string; sum: string }>(sql`
      SELECT count(*)::text AS n, count(*) FILTER (WHERE grant_id = ${ok[0]!.grant.id})::text AS mine,
        sum(amount)::text AS sum FROM rebate_accruals WHERE account_id = ${m.accountId}`);
    expect(rows).toEqual({ n: '4', mine: '4', sum: total.toString() });
    const s = await rebateSummary(db, m.accountId);
    expect([s.total, s.lines, s.lastClaim?.amount]).toEqual(['0', [], total.toString()]);
    // The grant shows in bonus details' source of truth with its ledger payment.
    const ledger = await one<{ n: string }>(sql`
      SELECT count(*)::text AS n FROM ledger_transactions WHERE idempotency_key = ${`reward:grant:${ok[0]!.grant.id}`}`);
    expect(ledger.n).toBe('1');
  });

  it('refuses a claim below the minimum, and with nothing accrued, writing nothing', async () => {
    // Half the minimum (50 at the slots' base rate), then as much again.
    const half = (50n * 10_000n) / BigInt(baseRates.RNG);
    const m = await accrued([half]);
    const before = await balanceOf(db, m.wallet);
    await expect(
      claimRebate(db, m.accountId, { requestId: unique('k-') }, origin, 'vi'),
    ).rejects.toMatchObject({
      code: 'REBATE_BELOW_MINIMUM',
    });
    const fresh = await createMember(db);
    await expect(
      claimRebate(db, fresh.accountId, { requestId: unique('k-') }, origin, 'vi'),
    ).rejects.toMatchObject({
      code: 'REBATE_BELOW_MINIMUM',
    });
    expect(await balanceOf(db, m.wallet)).toBe(before);
    const rows = await one<{ open: string; grants: string }>(sql`
      SELECT (SELECT count(*) FROM rebate_accruals WHERE account_id = ${m.accountId} AND grant_id IS NULL)::text AS open,
        (SELECT count(*) FROM reward_grants WHERE account_id = ${m.accountId})::text AS grants`);
    expect(rows).toEqual({ open: '1', grants: '0' });
    // Once more is accrued the same rows are paid with the new ones.
    const rng = await gameOf('RNG');
    await play(db, m.accountId, rng, half);
    await accrueRebates(db);
    const paid = await claimRebate(db, m.accountId, { requestId: unique('k-') }, origin, 'vi');
    expect(paid.grant.amount).toBe('100');
    expect(await balanceOf(db, await mainWallet(db, m.accountId))).toBe(before - half + 100n);
  });

  it('a held claim the operator rejects forfeits its bets, and the member reads why (decision 069)', async () => {
    const c = (await findCampaignByCode(db, REBATE_CAMPAIGN_CODE))!;
    await newVersion(db, 'cli:test', c.id, { ...c.terms, holdAbove: '100' });
    try {
      const m = await accrued([100_000n]);
      const before = await balanceOf(db, m.wallet);
      const held = await claimRebate(db, m.accountId, { requestId: unique('k-') }, origin, 'vi');
      expect(held.grant.status).toBe('held');
      expect((await rebateSummary(db, m.accountId)).lastClaim).toMatchObject({
        grantId: held.grant.id,
        status: 'held',
        reason: null,
      });
      await reviewGrant(db, 'cli:test', held.grant.id, 'reject', 'bets on both sides of one round');
      const s = await rebateSummary(db, m.accountId);
      expect(s.lastClaim).toMatchObject({
        grantId: held.grant.id,
        amount: held.grant.amount,
        status: 'rejected',
        reason: 'bets on both sides of one round',
      });
      // Its bets stay with the rejected claim: not offered again, nothing paid.
      expect(s.total).toBe('0');
      await expect(
        claimRebate(db, m.accountId, { requestId: unique('k-') }, origin, 'vi'),
      ).rejects.toMatchObject({
        code: 'REBATE_BELOW_MINIMUM',
      });
      const rows = await one<{ n: string }>(sql`
        SELECT count(*)::text AS n FROM rebate_accruals WHERE account_id = ${m.accountId} AND grant_id = ${held.grant.id}`);
      expect(rows.n).toBe('1');
      expect(await balanceOf(db, m.wallet)).toBe(before);
    } finally {
      await newVersion(db, 'cli:test', c.id, c.terms);
    }
  });

  it('refuses agents and trial accounts by the campaign rule', async () => {
    const agent = await createMember(db, { type: 1 });
    await expect(
      claimRebate(db, agent.accountId, { requestId: unique('k-') }, origin, 'vi'),
    ).rejects.toMatchObject({
      code: 'RULE_FAILED',
    });
  });
});
