import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LuckyGame } from '../../../contract/lucky/constants';
import type { Db } from '../../db/client';
import { balanceOf, mainWallet, pointsWallet, postTransaction, systemAccount } from '../../core/money/ledger';
import { budgetOf, findCampaignByCode, fundBudget } from '../../engine/rewards';
import { draw } from './draw';
import { drawFromTable, verifyDraw } from './engine';
import { prizeTable } from './prizes';
import { LUCKY_CAMPAIGNS } from './seed';
import { activeSeed, rotateSeed, setClientSeed } from './seeds';
import { grantTickets, ticketsOf } from './tickets';
import { luckyState, myDraws } from './views';
import { codeOf, openNodes, type Nodes, settle } from '../../../tests/helpers/nodes';
import { booksBalance } from '../../../tests/helpers/books';
import { createMember, unique } from '../../../tests/helpers/factories';

/**
 * The prize wheel and golden egg on real PostgreSQL (decisions 056-057), calling the feature
 * directly: what is proven is the database's locking and the ledger's conditional debits.
 */
let nodes: Nodes;
let db: Db;
beforeAll(async () => {
  nodes = await openNodes({ first: 30 });
  ({ db } = nodes);
});
afterAll(() => nodes.close());

const ticketsLeft = async (accountId: number, game: LuckyGame) =>
  balanceOf(db, await ticketsOf(db, accountId, game));
const give = (accountId: number, game: LuckyGame, count: number) =>
  db.transaction((tx) =>
    grantTickets(tx, { accountId, game, count, idempotencyKey: unique('m-'), reason: 'test' }),
  );

describe('tickets', () => {
  it('are credited once per idempotency key', async () => {
    const m = await createMember(db);
    const key = unique('m-');
    for (let i = 0; i < 3; i++)
      await db.transaction((tx) =>
        grantTickets(tx, {
          accountId: m.accountId,
          game: 'egg',
          count: 2,
          idempotencyKey: key,
          reason: 'test',
        }),
      );
    expect(await ticketsLeft(m.accountId, 'egg')).toBe(2n);
    expect(await ticketsLeft(m.accountId, 'wheel')).toBe(0n);
  });

  it('never go below zero: 20 concurrent draws with 5 tickets draw 5 times', async () => {
    const m = await createMember(db);
    await give(m.accountId, 'wheel', 5);
    const r = await settle(
      Array.from({ length: 20 }, () => () => draw(db, m.accountId, 'wheel', unique('m-'), 'vi')),
    );
    expect(r.ok).toHaveLength(5);
    expect(r.codes).toEqual(Array.from({ length: 15 }, () => 'NO_TICKETS'));
    // A wheel prize may be an egg ticket, never a wheel ticket: none came back.
    expect(await ticketsLeft(m.accountId, 'wheel')).toBe(0n);
    const draws = await myDraws(db, m.accountId, 'wheel', 50, 'vi');
    expect(draws.list).toHaveLength(5);
    // Five nonces, each once, in order of the draws.
    expect(draws.list.map((d) => d.nonce).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(await booksBalance(db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });

  it('a draw without a ticket moves nothing and keeps the nonce', async () => {
    const m = await createMember(db);
    await expect(draw(db, m.accountId, 'egg', unique('m-'), 'vi')).rejects.toMatchObject({
      code: 'NO_TICKETS',
    });
    expect((await activeSeed(db, m.accountId, 'egg')).nextNonce).toBe(0);
    expect((await myDraws(db, m.accountId, 'egg', 50, 'vi')).list).toHaveLength(0);
  });
});

describe('a draw', () => {
  it('is idempotent: the same request id draws once, however many taps at once', async () => {
    const m = await createMember(db);
    await give(m.accountId, 'wheel', 3);
    const requestId = unique('m-');
    const r = await settle(
      Array.from({ length: 8 }, () => () => draw(db, m.accountId, 'wheel', requestId, 'en')),
    );
    expect(r.codes).toEqual([]);
    expect(new Set(r.ok.map((x) => x.draw.id)).size).toBe(1);
    expect(await ticketsLeft(m.accountId, 'wheel')).toBe(2n);
    // The same id for the other game is a misuse, not a second draw: nothing moves. (The wheel's
    // prize may itself have been an egg ticket, so compare with the count before, not with 1.)
    await give(m.accountId, 'egg', 1);
    const eggs = await ticketsLeft(m.accountId, 'egg');
    await expect(draw(db, m.accountId, 'egg', requestId, 'en')).rejects.toMatchObject({
      code: 'DUPLICATE_TRANSACTION',
    });
    expect(await ticketsLeft(m.accountId, 'egg')).toBe(eggs);
  });

  it('pays the drawn prize: cash as a grant of the game campaign, points, or tickets', async () => {
    const m = await createMember(db);
    await give(m.accountId, 'wheel', 40);
    await give(m.accountId, 'egg', 40);
    let cash = 0n;
    let points = 0n;
    const tickets = { wheel: 40n, egg: 40n };
    for (const game of ['wheel', 'egg'] as const)
      for (let i = 0; i < 40; i++) {
        const { draw: d } = await draw(db, m.accountId, game, unique('m-'), 'vi');
        tickets[game] -= 1n;
        if (d.kind === 'cash') {
          cash += BigInt(d.amount);
          expect(d.grantId).not.toBeNull();
        } else expect(d.grantId).toBeNull();
        if (d.kind === 'points') points += BigInt(d.amount);
        if (d.kind === 'ticket') tickets[d.ticketGame!] += BigInt(d.amount);
      }
    expect(await balanceOf(db, await mainWallet(db, m.accountId))).toBe(cash);
    expect(await balanceOf(db, await pointsWallet(db, m.accountId))).toBe(points);
    expect(await ticketsLeft(m.accountId, 'wheel')).toBe(tickets.wheel);
    expect(await ticketsLeft(m.accountId, 'egg')).toBe(tickets.egg);
    const grants = await db.execute<{ source: string; n: string; total: string }>(sql`
      SELECT source, count(*)::text AS n, coalesce(sum(amount), 0)::text AS total FROM reward_grants
      WHERE account_id = ${m.accountId} GROUP BY source`);
    expect(grants.rows.reduce((s, g) => s + BigInt(g.total), 0n)).toBe(cash);
    for (const g of grants.rows) expect(['wheel', 'egg']).toContain(g.source);
  });
});

describe('fairness', () => {
  it('re-derives every wheel and egg draw from the revealed seeds, the nonce and the weights', async () => {
    const m = await createMember(db);
    for (const game of ['wheel', 'egg'] as const) {
      await give(m.accountId, game, 12);
      const before = await luckyState(db, m.accountId, game, 'vi');
      for (let i = 0; i < 6; i++) await draw(db, m.accountId, game, unique('m-'), 'vi');
      // The member's own client seed for the rest of the pair's draws.
      await setClientSeed(db, m.accountId, game, `mine-${game}`);
      for (let i = 0; i < 6; i++) await draw(db, m.accountId, game, unique('m-'), 'vi');
      const hidden = await myDraws(db, m.accountId, game, 50, 'vi');
      expect(hidden.list.every((d) => d.serverSeed === null)).toBe(true);
      const { revealed } = await rotateSeed(db, m.accountId, game);
      expect(revealed.serverSeedHash).toBe(before.fairness.serverSeedHash);
      expect(revealed.draws).toBe(12);
      const shown = await myDraws(db, m.accountId, game, 50, 'vi');
      const clientSeeds = new Set(shown.list.map((d) => d.clientSeed));
      expect(clientSeeds.has(`mine-${game}`)).toBe(true);
      expect(clientSeeds.size).toBe(2);
      for (const d of shown.list) {
        expect(d.serverSeed).toBe(revealed.serverSeed);
        const v = verifyDraw(
          { serverSeed: d.serverSeed!, clientSeed: d.clientSeed, nonce: d.nonce },
          d.weights,
        );
        expect(v.serverSeedHash).toBe(d.serverSeedHash);
        expect(v.drawn).toBe(d.drawn);
        expect(d.prizeIds[v.drawn]).toBe(d.prizeId);
      }
    }
  });
});

describe('the prize pool', () => {
  /** Only one cash prize of 10,000 in the egg's table, and exactly `amount` left in its budget. */
  async function eggPoolOf(amount: bigint) {
    await db.execute(
      sql`UPDATE lucky_prizes SET active = (kind = 'cash' AND amount = 10000) WHERE game = 'egg'`,
    );
    const campaign = (await findCampaignByCode(db, LUCKY_CAMPAIGNS.egg))!;
    const shards = await db.execute<{ id: string; balance: string }>(sql`
      SELECT id, balance::text FROM ledger_accounts
      WHERE kind = 'campaign_budget' AND (vendor_code = ${`c${campaign.id}`} OR vendor_code LIKE ${`c${campaign.id}#%`})
        AND balance > 0`);
    const total = shards.rows.reduce((s, r) => s + BigInt(r.balance), 0n);
    if (total > 0n)
      await db.transaction(async (tx) =>
        postTransaction(tx, {
          kind: 'test_drain',
          idempotencyKey: unique('m-'),
          entries: [
            ...shards.rows.map((r) => ({ ledgerAccountId: Number(r.id), amount: -BigInt(r.balance) })),
            { ledgerAccountId: await systemAccount(tx, 'bonus'), amount: total },
          ],
        }),
      );
    await fundBudget(db, 'cli:test', campaign.id, amount, 'test', unique('m-'));
    return campaign.id;
  }

  it('refuses a draw the pool cannot pay before the ticket is used, also under concurrency', async () => {
    const campaignId = await eggPoolOf(25_000n);
    const m = await createMember(db);
    await give(m.accountId, 'egg', 3);
    await draw(db, m.accountId, 'egg', unique('m-'), 'vi');
    await draw(db, m.accountId, 'egg', unique('m-'), 'vi');
    expect(await budgetOf(db, campaignId)).toBe(5_000n);
    expect((await luckyState(db, m.accountId, 'egg', 'vi')).open).toBe(false);
    await expect(draw(db, m.accountId, 'egg', unique('m-'), 'vi')).rejects.toMatchObject({
      code: 'PRIZE_POOL_EMPTY',
    });
    expect(await ticketsLeft(m.accountId, 'egg')).toBe(1n);
    expect((await activeSeed(db, m.accountId, 'egg')).nextNonce).toBe(2);
    expect(await balanceOf(db, await mainWallet(db, m.accountId))).toBe(20_000n);

    // Ten members at once on a pool of 30,000: three paid, seven refused with their tickets kept.
    await eggPoolOf(30_000n);
    const members = await Promise.all(Array.from({ length: 10 }, () => createMember(db)));
    for (const x of members) await give(x.accountId, 'egg', 1);
    const r = await settle(members.map((x) => () => draw(db, x.accountId, 'egg', unique('m-'), 'vi')));
    expect(r.ok).toHaveLength(3);
    expect(r.codes).toEqual(Array.from({ length: 7 }, () => 'PRIZE_POOL_EMPTY'));
    expect(await budgetOf(db, campaignId)).toBe(0n);
    const kept = await Promise.all(members.map((x) => ticketsLeft(x.accountId, 'egg')));
    expect(kept.filter((t) => t === 1n)).toHaveLength(7);
    expect(await booksBalance(db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });

  it('answers a refused draw the same whatever the next outcome would be, and keeps its ticket and nonce', async () => {
    // One cash prize of 10,000 and one points prize; a pool of exactly 10,000.
    const campaignId = await eggPoolOf(10_000n);
    await db.execute(sql`UPDATE lucky_prizes SET active = (kind = 'cash' AND amount = 10000)
      OR (kind = 'points' AND amount = 100) WHERE game = 'egg'`);
    const weights = (await prizeTable(db, 'egg')).map((p) => p.weight);
    const kinds = (await prizeTable(db, 'egg')).map((p) => p.kind);
    /** A member whose next egg draw is `kind`: a client seed is tried until the draw is that. */
    async function memberDrawingNext(kind: 'cash' | 'points') {
      const m = await createMember(db);
      await give(m.accountId, 'egg', 1);
      for (let i = 0; ; i++) {
        const s = await setClientSeed(db, m.accountId, 'egg', `seed-${i}`);
        const { serverSeed } = await activeSeed(db, m.accountId, 'egg');
        const { drawn } = drawFromTable({ serverSeed, clientSeed: s.clientSeed, nonce: s.nonce }, weights);
        if (kinds[drawn] === kind) return m;
      }
    }
    const cashNext = await memberDrawingNext('cash');
    const pointsNext = await memberDrawingNext('points');

    // Another node empties the pool; both draws come while it has not committed yet.
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    let drained!: () => void;
    const emptied = new Promise<void>((resolve) => (drained = resolve));
    const emptying = nodes.second.transaction(async (tx) => {
      const shards = await tx.execute<{ id: string; balance: string }>(sql`
        SELECT id, balance::text FROM ledger_accounts WHERE kind = 'campaign_budget'
          AND (vendor_code = ${`c${campaignId}`} OR vendor_code LIKE ${`c${campaignId}#%`}) AND balance > 0`);
      await postTransaction(tx, {
        kind: 'test_drain',
        idempotencyKey: unique('m-'),
        entries: [
          ...shards.rows.map((r) => ({ ledgerAccountId: Number(r.id), amount: -BigInt(r.balance) })),
          { ledgerAccountId: await systemAccount(tx, 'bonus'), amount: 10_000n },
        ],
      });
      drained();
      await committed;
    });
    await emptied;
    const answers = [cashNext, pointsNext].map((m) =>
      draw(db, m.accountId, 'egg', unique('m-'), 'vi').then(
        (r) => `drawn ${r.draw.kind}`,
        (e: unknown) => codeOf(e),
      ),
    );
    const settled = answers.map(() => false);
    answers.forEach((a, i) => void a.then(() => (settled[i] = true)));
    // Until both draws wait on the emptying node's locks, or have answered without waiting.
    for (let i = 0; i < 100; i++) {
      const waiting = await db.execute<{ n: string }>(sql`SELECT count(*)::text AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`);
      if (Number(waiting.rows[0]!.n) + settled.filter(Boolean).length >= 2) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    commit();
    await emptying;
    expect(await Promise.all(answers)).toEqual(['PRIZE_POOL_EMPTY', 'PRIZE_POOL_EMPTY']);
    for (const m of [cashNext, pointsNext]) {
      expect(await ticketsLeft(m.accountId, 'egg')).toBe(1n);
      expect((await activeSeed(db, m.accountId, 'egg')).nextNonce).toBe(0);
    }
    expect(await booksBalance(db)).toEqual({ unbalanced: 0, mismatched: 0, negative: 0 });
  });
});
