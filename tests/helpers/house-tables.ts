import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { LaunchGameResponse, type LaunchTarget } from '../../contract/games/schemas';
import { createSession } from '../../server/core/sessions/sessions';
import { findHouseGame } from '../../server/house/catalogue';
import { createOperator } from '../../server/house/operator';
import { playerOf } from '../../server/house/players';
import { listTableGames } from '../../server/house/tables/table-games';
import { createMember } from './factories';
import { send } from './requests';
import type { TestApp } from './test-app';

export const HOUSE_SECRET = 'h'.repeat(64);

/** The test app's operator, as the house reaches it: signed seamless calls answered in-process. */
export const testOperator = (t: TestApp) => createOperator(HOUSE_SECRET, (p, init) => t.app.request(p, init));

/** The first LIVE tile of a family dealt as a shared table. */
export async function tableGame(t: TestApp, family: string) {
  const g = (await listTableGames(t.database.db)).find((x) => x.table.family === family);
  if (!g) throw new Error(`no ${family} table in the seeded catalogue`);
  return g;
}

/** A fresh member with money, launched into the game like the lobby does: the launch token. */
export async function launchedMember(t: TestApp, nodeId: number, balance: bigint) {
  const m = await createMember(t.database.db, { balance });
  const { token: session } = await createSession(t.database.db, {
    accountId: m.accountId,
    ip: '203.0.113.10',
    userAgent: 'vitest',
  });
  const res = await send(t, 'POST', '/wps/game/launchGame', {
    headers: { authorization: `Bearer ${session}` },
    body: { nodeId },
  });
  expect(res.status).toBe(200);
  const target: LaunchTarget = LaunchGameResponse.parse(await res.json()).value;
  const url = target.kind === 'url' ? target.url : target.kind === 'route' ? target.path : '';
  const token = new URLSearchParams(url.split('?')[1]).get('token')!;
  const player = await playerOf(
    t.database.db,
    testOperator(t),
    token,
    await findHouseGame(t.database.db, nodeId),
  );
  return { ...m, token, player };
}

/** The platform's record of a member's bets (what the seamless calls wrote). */
export async function memberBets(t: TestApp, accountId: number) {
  const r = await t.database.db.execute<{
    round_id: string;
    bet_amount: string;
    win_amount: string;
    valid_amount: string | null;
    status: string;
  }>(
    sql`SELECT round_id, bet_amount::text, win_amount::text, valid_amount::text, status FROM bets WHERE account_id = ${accountId} ORDER BY id`,
  );
  return r.rows;
}

/** Ends a round's betting now: what its clock would do a little later. */
export async function endBetting(t: TestApp, roundId: number) {
  await t.database.db.execute(sql`UPDATE house_table_rounds SET closes_at = now() WHERE id = ${roundId}`);
}
