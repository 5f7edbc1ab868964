import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/test-db';
import { createMember } from '../../../tests/helpers/factories';
import type { Database } from '../../db/client';
import { createLimits } from '../limits/limits';
import { createSession, findSession, findSessionTaking, revokeSession, SESSION_DAYS } from './sessions';
import { TOUCH_EVERY_SECONDS } from './sessions.sql';

/** The session's expiry in seconds from now, and the row version (xmin) that a rewrite changes. */
async function rowOf(d: Database, sessionId: number) {
  const r = await d.db.execute<{ left: number; xmin: string }>(sql`
    SELECT extract(epoch FROM expires_at - now())::float8 AS left, xmin::text AS xmin
    FROM sessions WHERE id = ${sessionId}`);
  return r.rows[0]!;
}

/** Moves the session's expiry back, as if it was last slid `seconds` ago. */
async function age(d: Database, sessionId: number, seconds: number) {
  await d.db.execute(sql`
    UPDATE sessions SET expires_at = now() + make_interval(days => ${SESSION_DAYS}, secs => ${-seconds})
    WHERE id = ${sessionId}`);
}

describe('the session check (decision 082: the expiry slid once a minute)', () => {
  let d: Database;
  beforeAll(async () => {
    d = await createTestDatabase({ seeded: false });
  });
  afterAll(() => d.close());
  /** A new member with a session of its own. */
  const memberSession = async () => {
    const member = await createMember(d.db);
    const session = await createSession(d.db, {
      accountId: member.accountId,
      ip: '127.0.0.1',
      userAgent: null,
    });
    return { member, ...session };
  };

  it('slides the expiry of a session last slid over a minute ago, and leaves the row alone within the minute', async () => {
    const { member, token, sessionId } = await memberSession();
    const week = SESSION_DAYS * 86_400;

    await age(d, sessionId, TOUCH_EVERY_SECONDS + 30);
    const aged = await rowOf(d, sessionId);
    expect(aged.left).toBeLessThan(week - TOUCH_EVERY_SECONDS);
    expect((await findSession(d.db, token))?.accountId).toBe(member.accountId);
    const slid = await rowOf(d, sessionId);
    expect(slid.left).toBeGreaterThan(week - 5);
    expect(slid.xmin).not.toBe(aged.xmin);

    // Used again at once: answered, not rewritten.
    expect((await findSession(d.db, token))?.sessionId).toBe(sessionId);
    expect((await rowOf(d, sessionId)).xmin).toBe(slid.xmin);

    // Within the minute but not yet due: still not rewritten.
    await age(d, sessionId, TOUCH_EVERY_SECONDS - 10);
    const recent = await rowOf(d, sessionId);
    expect((await findSession(d.db, token))?.sessionId).toBe(sessionId);
    expect((await rowOf(d, sessionId)).xmin).toBe(recent.xmin);
  });

  it('takes a limit point with the check, slides a stale session there too, and refuses ended sessions', async () => {
    const { member, token, sessionId } = await memberSession();
    const limit = createLimits(d.pool).rewardClaims;
    await age(d, sessionId, TOUCH_EVERY_SECONDS + 30);

    const first = await findSessionTaking(d.db, token, limit, -1);
    expect(first.session?.accountId).toBe(member.accountId);
    expect(first.refusal).toBeUndefined();
    expect((await rowOf(d, sessionId)).left).toBeGreaterThan(SESSION_DAYS * 86_400 - 5);
    const points = await d.db.execute<{ points: number }>(
      sql`SELECT points FROM rate_limits WHERE key = ${`reward_claim:${member.accountId}`}`,
    );
    expect(points.rows[0]?.points).toBe(1);

    await revokeSession(d.db, sessionId);
    expect(await findSession(d.db, token)).toBeUndefined();
    expect((await findSessionTaking(d.db, token, limit, -1)).session).toBeUndefined();
    await d.db.execute(
      sql`UPDATE sessions SET revoked_at = NULL, expires_at = now() - interval '1 second' WHERE id = ${sessionId}`,
    );
    expect(await findSession(d.db, token)).toBeUndefined();
  });
});
