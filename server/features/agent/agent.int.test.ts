import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { mainWallet } from '../../core/money/ledger';
import { rollupTeamDays } from '../../jobs/rollup-team-days';
import { applyInvitation } from './invitations';
import { deposit, grantContract, insertBet, memberWithSession } from '../../../tests/helpers/factories';

let t: TestApp;
type Acc = Awaited<ReturnType<typeof memberWithSession>>;
type Body<T> = { success: boolean; code: string; value: T };

async function call<T>(who: Acc, method: string, path: string, body?: unknown) {
  const res = await t.app.request(path, {
    method,
    headers: { ...who.headers, 'x-forwarded-for': '203.0.113.10', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Body<T> };
}
const ok = async <T>(p: Promise<{ status: number; body: Body<T> }>) => {
  const r = await p;
  expect(r.body.code, JSON.stringify(r.body)).toBe('OK');
  return r.body.value;
};
const codeOf = async (p: Promise<{ body: Body<unknown> }>) => (await p).body.code;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the tree', () => {
  it('backfilled the seeded accounts: closure rows equal a recursive walk of parent_id', async () => {
    const db = t.database.db;
    const walk = await db.execute<{ n: string }>(sql`
      WITH RECURSIVE up AS (
        SELECT id AS d, id AS a, parent_id, 0 AS depth FROM accounts
        UNION ALL SELECT up.d, x.id, x.parent_id, up.depth + 1 FROM up JOIN accounts x ON x.id = up.parent_id)
      SELECT count(*) AS n FROM (
        (SELECT a, d, depth FROM up EXCEPT SELECT ancestor_id, descendant_id, depth FROM account_tree)
        UNION ALL
        (SELECT ancestor_id, descendant_id, depth FROM account_tree EXCEPT SELECT a, d, depth FROM up)) diff`);
    expect(Number(walk.rows[0]!.n)).toBe(0);
    const agent1 = await db.execute<{ n: string; deepest: number }>(sql`
      SELECT count(*) AS n, max(t.depth) AS deepest FROM account_tree t JOIN accounts a ON a.id = t.ancestor_id
      WHERE a.account = 'agent1' AND t.depth > 0`);
    // agent2, agent41, agent42 and the 2-3 members of each of the four agents.
    expect(Number(agent1.rows[0]!.n)).toBeGreaterThanOrEqual(3 + 8);
    expect(agent1.rows[0]!.deepest).toBe(4);
  });

  it('files new accounts at every level in the same transaction and refuses an upline change', async () => {
    const top = await memberWithSession(t.database.db, { type: 1 });
    const created = await ok(
      call<{ id: number; type: number }>(top, 'POST', '/wps/agent/downlines', {
        username: 'subagent01',
        password: 'Strong1pass!',
        kind: 'agent',
      }),
    );
    expect(created.type).toBe(2);
    const sub = await t.database.db.execute<{ id: string }>(sql`
      INSERT INTO accounts (account, nickname, type, parent_id) VALUES ('leafmember01', 'leaf', 0, ${created.id}) RETURNING id`);
    const leaf = Number(sub.rows[0]!.id);
    const rows = await t.database.db.execute<{ ancestor_id: string; depth: number }>(
      sql`SELECT ancestor_id, depth FROM account_tree WHERE descendant_id = ${leaf} ORDER BY depth`,
    );
    expect(rows.rows.map((r) => [Number(r.ancestor_id), r.depth])).toEqual([
      [leaf, 0],
      [created.id, 1],
      [top.accountId, 2],
    ]);
    await expect(
      t.database.db.execute(sql`UPDATE accounts SET parent_id = NULL WHERE id = ${leaf}`),
    ).rejects.toThrow();
    expect(
      await codeOf(
        call(top, 'POST', '/wps/agent/downlines', {
          username: 'subagent01',
          password: 'Strong1pass!',
          kind: 'member',
        }),
      ),
    ).toBe('ACCOUNT_EXISTS');
  });
});

describe('register centre', () => {
  it('an account opened with a password the agent chose must change it at its first login', async () => {
    const top = await memberWithSession(t.database.db, { type: 1 });
    await ok(
      call(top, 'POST', '/wps/agent/downlines', {
        username: 'chosenpw01',
        password: 'Strong1pass!',
        kind: 'member',
      }),
    );
    const login = (password: string) =>
      t.app.request('/wps/session/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': '203.0.113.10', 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'chosenpw01', password, type: 'username' }),
      });
    const first = (await (await login('Strong1pass!')).json()) as Body<{ mustChangePassword: boolean }>;
    expect(first.value).toMatchObject({ status: 'OK', mustChangePassword: true });
  });

  it("refuses a password the site's password rule refuses, so the account could keep it", async () => {
    const top = await memberWithSession(t.database.db, { type: 1 });
    // Upper, lower and digit, but the seeded STRONG_PASSWORD rule also wants a symbol.
    const res = await call(top, 'POST', '/wps/agent/downlines', {
      username: 'weakpw01',
      password: 'Strong1pass',
      kind: 'member',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST', value: { field: 'password' } });
    const rows = await t.database.db.execute(sql`SELECT 1 FROM accounts WHERE account = 'weakpw01'`);
    expect(rows.rows).toHaveLength(0);
  });
});

describe('reports on a seeded team, against hand-computed figures', () => {
  // Days in the site's zone (UTC+7): 10:00 local is 03:00Z.
  const D0 = '2026-03-01T03:00:00Z';
  const D1 = '2026-03-02T03:00:00Z';
  const D2 = '2026-03-03T03:00:00Z';
  const range = 'from=2026-03-02&to=2026-03-03';
  let top: Acc, a: Acc, b: Acc, m1: Acc, m2: Acc, other: Acc, o1: Acc;

  beforeAll(async () => {
    const db = t.database.db;
    top = await memberWithSession(db, { type: 1 });
    a = await memberWithSession(db, { type: 2, parentId: top.accountId });
    m1 = await memberWithSession(db, { type: 0, parentId: a.accountId, createdAt: D1 });
    b = await memberWithSession(db, { type: 41, parentId: a.accountId });
    m2 = await memberWithSession(db, { type: 0, parentId: b.accountId });
    other = await memberWithSession(db, { type: 1 });
    o1 = await memberWithSession(db, { type: 0, parentId: other.accountId, createdAt: D1 });
    const bet = (id: number, at: string, amount: bigint, win?: bigint, status?: 'open' | 'rolled_back') =>
      insertBet(db, id, {
        vendor: 'HOUSE',
        game: 'slot',
        at,
        bet: amount,
        ...(win === undefined ? {} : { win }),
        ...(status ? { status } : {}),
      });
    await bet(m1.accountId, D1, 1000n, 0n);
    await bet(m1.accountId, D2, 2000n, 5000n);
    await bet(m1.accountId, D0, 111n, 0n); // before the range
    await bet(m2.accountId, D1, 3000n, 1000n);
    await bet(m2.accountId, D1, 700n, undefined, 'open');
    await bet(m2.accountId, D2, 400n, undefined, 'rolled_back');
    await bet(o1.accountId, D1, 9999n, 0n); // another agent's team
    // The rollup reads what is settled so far (twice: the second run finds nothing new)...
    expect(await rollupTeamDays(db, new Date())).toBe(5);
    expect(await rollupTeamDays(db, new Date())).toBe(0);
    // ...and A's own bet, placed on D2 but settled only now, is read live by the reports.
    const wallet = await mainWallet(db, a.accountId);
    await db.execute(sql`
      INSERT INTO bets (account_id, vendor_code, game_code, round_id, bet_transaction_id, ledger_account_id,
                        bet_amount, win_amount, status, placed_at, settled_at)
      VALUES (${a.accountId}, 'HOUSE', 'slot', 'late-round', 'late-bet', ${wallet}, 500, 0, 'settled', ${D2}, now())`);
    const channel = await db.execute<{ code: string }>(sql`SELECT code FROM payment_channels LIMIT 1`);
    const ch = channel.rows[0]!.code;
    const dep = (id: number, amount: number, status: string, at: string | null) =>
      db.execute(sql`
        INSERT INTO deposits (account_id, channel_code, amount, status, reference, request_id, created_at, credited_at)
        VALUES (${id}, ${ch}, ${amount}, ${status}, ${`ref-${id}-${amount}`}, ${`req-${id}-${amount}`}, ${D0}, ${at}::timestamptz)`);
    await dep(m2.accountId, 10_000, 'credited', D1);
    await dep(m2.accountId, 20_000, 'pending', null);
    await dep(o1.accountId, 30_000, 'credited', D1);
    const card = await db.execute<{ id: string }>(sql`
      INSERT INTO bank_cards (account_id, bank_name, account_number, payee_name) VALUES (${m1.accountId}, 'VCB', '0123456789', 'M One') RETURNING id`);
    await db.execute(sql`
      INSERT INTO withdrawals (account_id, card_id, amount, status, request_id, approved_at)
      VALUES (${m1.accountId}, ${Number(card.rows[0]!.id)}, 3000, 'approved', 'w-1', ${D2}::timestamptz)`);
    await deposit(db, await mainWallet(db, m1.accountId), 777n);
  });

  it('team overview: members, active, new, money, valid bet, profit and loss, per day', async () => {
    const v = await ok(call<Record<string, unknown>>(a, 'GET', `/wps/agent/team/overview?${range}`));
    expect(v).toMatchObject({
      members: 3,
      directMembers: 2,
      activeMembers: 3,
      newMembers: 1,
      deposits: '10000',
      withdrawals: '3000',
      validBet: '6500',
      profitLoss: '-500',
    });
    expect(v.days).toEqual([
      { day: '2026-03-02', validBet: '4000', profitLoss: '-3000', deposits: '10000', withdrawals: '0' },
      { day: '2026-03-03', validBet: '2500', profitLoss: '2500', deposits: '0', withdrawals: '3000' },
    ]);
    // B's team is B and m2 only.
    const vb = await ok(call<Record<string, unknown>>(b, 'GET', `/wps/agent/team/overview?${range}`));
    expect(vb).toMatchObject({
      members: 1,
      activeMembers: 1,
      validBet: '3000',
      profitLoss: '-2000',
      withdrawals: '0',
    });
  });

  it('revenue report: stakes minus wins per day', async () => {
    const v = await ok(
      call<{ revenue: string; validBet: string; days: { revenue: string }[] }>(
        a,
        'GET',
        `/wps/agent/revenue?${range}`,
      ),
    );
    expect(v.validBet).toBe('6500');
    expect(v.revenue).toBe('500');
    expect(v.days.map((d) => d.revenue)).toEqual(['3000', '-2500']);
  });

  it('team betting, user profit and loss and transactions see the team only', async () => {
    const bets = await ok(
      call<{ total: number; betSum: string; items: { account: string }[] }>(
        a,
        'GET',
        `/wps/agent/team/bets?${range}`,
      ),
    );
    expect(bets.total).toBe(6);
    expect(bets.betSum).toBe('6500');
    expect(bets.items.some((i) => i.account === o1.account)).toBe(false);
    const mine = await ok(
      call<{ total: number }>(a, 'GET', `/wps/agent/team/bets?${range}&account=${m2.account}`),
    );
    expect(mine.total).toBe(3);

    const pl = await ok(
      call<{ items: { account: string; profitLoss: string; depth: number }[] }>(
        a,
        'GET',
        `/wps/agent/team/profit-loss?${range}`,
      ),
    );
    expect(pl.items.map((i) => [i.account, i.profitLoss, i.depth])).toEqual([
      [m2.account, '-2000', 2],
      [a.account, '-500', 0],
      [m1.account, '2000', 1],
    ]);

    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const tx = await ok(
      call<{ items: { account: string; amount: string }[] }>(
        a,
        'GET',
        `/wps/agent/team/transactions?from=${today}&to=${today}`,
      ),
    );
    expect(tx.items).toContainEqual(expect.objectContaining({ account: m1.account, amount: '777' }));
    const otherTx = await ok(
      call<{ items: unknown[] }>(other, 'GET', `/wps/agent/team/transactions?from=${today}&to=${today}`),
    );
    expect(otherTx.items).toEqual([]);
    const otherView = await ok(
      call<Record<string, unknown>>(other, 'GET', `/wps/agent/team/overview?${range}`),
    );
    expect(otherView).toMatchObject({ members: 1, validBet: '9999', deposits: '30000' });
  });

  it('downline management lists direct downlines, searches, and the whole team on request', async () => {
    const direct = await ok(
      call<{ items: { account: string; teamSize: number }[] }>(a, 'GET', '/wps/agent/downlines'),
    );
    expect(direct.items.map((i) => i.account).sort()).toEqual([m1.account, b.account].sort());
    expect(direct.items.find((i) => i.account === b.account)!.teamSize).toBe(1);
    const all = await ok(call<{ total: number }>(a, 'GET', '/wps/agent/downlines?scope=all'));
    expect(all.total).toBe(3);
    const search = await ok(
      call<{ items: { account: string }[] }>(
        a,
        'GET',
        `/wps/agent/downlines?scope=all&account=${o1.account}`,
      ),
    );
    expect(search.items).toEqual([]);
  });

  it('refuses non-agents and bad ranges', async () => {
    expect(await codeOf(call(m1, 'GET', `/wps/agent/team/overview?${range}`))).toBe('NON_AGENT');
    expect(await codeOf(call(a, 'GET', '/wps/agent/team/overview?from=2026-03-05&to=2026-03-01'))).toBe(
      'BAD_REQUEST',
    );
    expect(await codeOf(call(a, 'GET', '/wps/agent/team/overview?from=2026-01-01&to=2026-12-31'))).toBe(
      'BAD_REQUEST',
    );
  });

  it('a member active in the rollup and again since it counts once; bets since it add to the day', async () => {
    // m1 is active on D1 and D2 in the rolled-up days; a bet of m1's settled after the rollup is
    // read live, and m1 must not be counted a second time.
    const db = t.database.db;
    const wallet = await mainWallet(db, m1.accountId);
    await db.execute(sql`
      INSERT INTO bets (account_id, vendor_code, game_code, round_id, bet_transaction_id, ledger_account_id,
                        bet_amount, win_amount, status, placed_at, settled_at)
      VALUES (${m1.accountId}, 'HOUSE', 'slot', 'late-round-2', 'late-bet-2', ${wallet}, 300, 100, 'settled', ${D2}, now())`);
    const v = await ok(call<Record<string, unknown>>(a, 'GET', `/wps/agent/team/overview?${range}`));
    expect(v).toMatchObject({ activeMembers: 3, validBet: '6800', profitLoss: '-700' });
  });
});

describe('contracts', () => {
  let top: Acc, a: Acc, b: Acc, c: Acc, m: Acc;
  type C = { id: number; status: string; requestType: string | null; endReason: string | null };
  const offer = (from: Acc, to: Acc, terms: object) =>
    call<C>(from, 'POST', '/wps/agent/contracts', { downlineId: to.accountId, terms });
  const answer = (who: Acc, id: number, action: string) =>
    call<C>(who, 'POST', `/wps/agent/contracts/${id}/${action}`);
  const flags = (who: Acc) =>
    ok(
      call<{ dailysalreqtype: number; divtypereq: number }>(
        who,
        'GET',
        '/wps/member/info/funds/consolidated',
      ),
    );

  beforeAll(async () => {
    const db = t.database.db;
    top = await memberWithSession(db, { type: 1 });
    a = await memberWithSession(db, { type: 2, parentId: top.accountId });
    b = await memberWithSession(db, { type: 41, parentId: a.accountId });
    c = await memberWithSession(db, { type: 42, parentId: b.accountId });
    m = await memberWithSession(db, { type: 0, parentId: a.accountId });
    await grantContract(db, { downlineId: top.accountId, kind: 'daily_salary', rate: 100, period: 'daily' });
    await grantContract(db, { downlineId: top.accountId, kind: 'dividend', rate: 3000, period: 'weekly' });
  });

  it('keeps every rate at or under the upline and only offers to direct downline agents', async () => {
    expect(await codeOf(offer(top, a, { kind: 'daily_salary', rateBp: 150 }))).toBe(
      'CONTRACT_RATE_ABOVE_UPLINE',
    );
    expect(await codeOf(offer(top, a, { kind: 'hourly_salary', rateBp: 10 }))).toBe(
      'CONTRACT_RATE_ABOVE_UPLINE',
    );
    expect(await codeOf(offer(top, a, { kind: 'dividend', rateBp: 1000, period: 'monthly' }))).toBe(
      'BAD_REQUEST',
    );
    expect(await codeOf(offer(top, b, { kind: 'daily_salary', rateBp: 50 }))).toBe('NOT_FOUND');
    expect(await codeOf(offer(a, m, { kind: 'daily_salary', rateBp: 50 }))).toBe('BAD_REQUEST');
    expect(await codeOf(offer(a, top, { kind: 'daily_salary', rateBp: 50 }))).toBe('NOT_FOUND');
  });

  it('offer, decline, offer again, accept; the flags follow', async () => {
    const first = await ok(offer(top, a, { kind: 'daily_salary', rateBp: 80 }));
    expect(first).toMatchObject({ status: 'offered', requestType: 'new' });
    expect((await flags(a)).dailysalreqtype).toBe(2);
    expect(await codeOf(offer(top, a, { kind: 'daily_salary', rateBp: 70 }))).toBe('WRONG_STATE');
    expect(await codeOf(answer(top, first.id, 'accept'))).toBe('NOT_FOUND'); // the upline cannot accept for it
    expect(await codeOf(answer(b, first.id, 'accept'))).toBe('NOT_FOUND');
    expect(await ok(answer(a, first.id, 'decline'))).toMatchObject({ status: 'declined', requestType: null });
    expect((await flags(a)).dailysalreqtype).toBe(0);
    expect(await codeOf(answer(a, first.id, 'accept'))).toBe('WRONG_STATE');
    const second = await ok(offer(top, a, { kind: 'daily_salary', rateBp: 80 }));
    expect(await ok(answer(a, second.id, 'accept'))).toMatchObject({ status: 'active' });
    expect((await flags(a)).dailysalreqtype).toBe(1);
    expect((await flags(a)).divtypereq).toBe(0);
    // Now A may pass on up to 80.
    expect(await codeOf(offer(a, b, { kind: 'daily_salary', rateBp: 90 }))).toBe(
      'CONTRACT_RATE_ABOVE_UPLINE',
    );
    const toB = await ok(offer(a, b, { kind: 'daily_salary', rateBp: 70 }));
    await ok(answer(b, toB.id, 'accept'));
    const toC = await ok(offer(b, c, { kind: 'daily_salary', rateBp: 65 }));
    await ok(answer(c, toC.id, 'accept'));
  });

  it('accepting a lower contract ends every higher one below automatically', async () => {
    const lower = await ok(offer(top, a, { kind: 'daily_salary', rateBp: 68 }));
    await ok(answer(a, lower.id, 'accept'));
    const list = await ok(call<{ mine: C[] }>(a, 'GET', '/wps/agent/contracts'));
    expect(list.mine.filter((x) => x.status === 'active').map((x) => x.id)).toEqual([lower.id]);
    expect(list.mine.find((x) => x.status === 'ended')!.endReason).toBe('replaced');
    const bList = await ok(call<{ mine: C[] }>(b, 'GET', '/wps/agent/contracts'));
    expect(bList.mine[0]).toMatchObject({ status: 'ended', endReason: 'upline_rate_lowered' });
    // C's 65 is under A's new 68: it stays.
    const cList = await ok(call<{ mine: C[] }>(c, 'GET', '/wps/agent/contracts'));
    expect(cList.mine[0]).toMatchObject({ status: 'active' });
  });

  it('termination: the upline asks, the downline declines or accepts; the downline may end at once', async () => {
    const list = await ok(call<{ mine: C[] }>(a, 'GET', '/wps/agent/contracts'));
    const active = list.mine.find((x) => x.status === 'active')!;
    expect(await codeOf(answer(a, active.id, 'terminate'))).toBe('NOT_FOUND');
    expect(await ok(answer(top, active.id, 'terminate'))).toMatchObject({ requestType: 'termination' });
    expect((await flags(a)).dailysalreqtype).toBe(3);
    expect(await codeOf(answer(top, active.id, 'terminate'))).toBe('WRONG_STATE');
    expect(await ok(answer(a, active.id, 'decline'))).toMatchObject({ status: 'active', requestType: null });
    await ok(answer(top, active.id, 'terminate'));
    expect(await ok(answer(a, active.id, 'accept'))).toMatchObject({
      status: 'ended',
      endReason: 'termination_accepted',
    });
    expect((await flags(a)).dailysalreqtype).toBe(0);

    const again = await ok(
      offer(top, a, { kind: 'dividend', rateBp: 2000, period: 'weekly', minActiveMembers: 2 }),
    );
    await ok(answer(a, again.id, 'accept'));
    expect(await ok(answer(a, again.id, 'end'))).toMatchObject({ status: 'ended', endReason: 'by_downline' });
  });

  it('an invitation carries the default contract to each registration', async () => {
    const db = t.database.db;
    const d = await ok(offer(top, a, { kind: 'dividend', rateBp: 1500, period: 'weekly' }));
    await ok(answer(a, d.id, 'accept'));
    const inv = await ok(
      call<{ code: string; downlineKind: string; contracts: { kind: string; rateBp: number }[] }>(
        a,
        'POST',
        '/wps/agent/invitations',
        {
          downlineKind: 'agent',
        },
      ),
    );
    expect(inv.contracts).toEqual([
      expect.objectContaining({ kind: 'dividend', rateBp: 1500, period: 'weekly' }),
    ]);
    expect(
      await codeOf(
        call(a, 'POST', '/wps/agent/invitations', {
          downlineKind: 'agent',
          contracts: [{ kind: 'dividend', rateBp: 1600, period: 'weekly' }],
        }),
      ),
    ).toBe('CONTRACT_RATE_ABOVE_UPLINE');
    const joined = await db.transaction(async (tx) => {
      const r = await tx.execute<{ id: string }>(sql`
        INSERT INTO accounts (account, nickname, type, parent_id) VALUES ('invited0001', 'x', 0, ${a.accountId}) RETURNING id`);
      const id = Number(r.rows[0]!.id);
      await applyInvitation(tx, inv.code.toLowerCase(), id);
      return id;
    });
    const row = await db.execute<{ type: number }>(sql`SELECT type FROM accounts WHERE id = ${joined}`);
    expect(row.rows[0]!.type).toBe(41);
    const offers = await db.execute<{ status: string; rate_bp: number; upline_id: string }>(
      sql`SELECT status, rate_bp, upline_id FROM agent_contracts WHERE downline_id = ${joined}`,
    );
    expect(offers.rows).toEqual([{ status: 'offered', rate_bp: 1500, upline_id: String(a.accountId) }]);
    const list = await ok(
      call<{ items: { code: string; registrations: number }[] }>(a, 'GET', '/wps/agent/invitations'),
    );
    expect(list.items.find((i) => i.code === inv.code)!.registrations).toBe(1);
  });
});

describe('downline status', () => {
  it('suspends and restores an account anywhere in the team, ending its session meanwhile', async () => {
    const top = await memberWithSession(t.database.db, { type: 1 });
    const mid = await memberWithSession(t.database.db, { type: 2, parentId: top.accountId });
    const member = await memberWithSession(t.database.db, { type: 0, parentId: mid.accountId });
    const balance = () => call<unknown>(member, 'GET', '/wps/v2/wallets/balance');
    expect((await balance()).body.code).toBe('OK');

    const off = await ok(
      call<{ status: string }>(top, 'POST', `/wps/agent/downlines/${member.accountId}/status`, {
        status: 'disabled',
      }),
    );
    expect(off).toEqual({ id: member.accountId, status: 'disabled' });
    expect((await balance()).body.code).toBe('NOT_LOGGED_IN');
    const listed = await ok(
      call<{ items: { id: number; status: string }[] }>(
        top,
        'GET',
        `/wps/agent/downlines?scope=all&account=${member.account}`,
      ),
    );
    expect(listed.items).toEqual([expect.objectContaining({ id: member.accountId, status: 'disabled' })]);

    await ok(call(top, 'POST', `/wps/agent/downlines/${member.accountId}/status`, { status: 'active' }));
    expect((await balance()).body.code).toBe('OK');
  });

  it('refuses an account outside the team, the agent itself and an unknown status', async () => {
    const top = await memberWithSession(t.database.db, { type: 1 });
    const other = await memberWithSession(t.database.db, { type: 1 });
    const stranger = await memberWithSession(t.database.db, { type: 0, parentId: other.accountId });
    const set = (who: Acc, id: number, status: string) =>
      codeOf(call(who, 'POST', `/wps/agent/downlines/${id}/status`, { status }));
    expect(await set(top, stranger.accountId, 'disabled')).toBe('NOT_FOUND');
    expect(await set(top, top.accountId, 'disabled')).toBe('NOT_FOUND');
    expect(await set(other, stranger.accountId, 'frozen')).toBe('BAD_REQUEST');
    const still = await t.database.db.execute<{ status: string }>(
      sql`SELECT status FROM accounts WHERE id = ${stranger.accountId}`,
    );
    expect(still.rows[0]!.status).toBe('active');
  });
});
