import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/test-db';
import { createMember } from '../../../tests/helpers/factories';
import { connect, type Database } from '../../db/client';
import { createLimits } from '../limits/limits';
import { createSession, findSessionTaking } from './sessions';

/*
 * Reads the cluster's write-ahead log positions, which every other test file's writes move: an
 * `*.alone.int.test.ts` file runs after the others, by itself (vitest.config.ts, project
 * `int-alone`), while the rest of the integration tests share the cores.
 */
describe('the session check with a limit point (decision 083)', () => {
  let d: Database;
  beforeAll(async () => {
    d = await createTestDatabase({ seeded: false });
  });
  afterAll(() => d.close());

  it('commits its bookkeeping without waiting for the disk, in its own transaction only (decision 083)', async () => {
    const member = await createMember(d.db);
    const { token } = await createSession(d.db, {
      accountId: member.accountId,
      ip: '127.0.0.1',
      userAgent: null,
    });
    const limit = createLimits(d.pool).rewardClaims;
    // One connection, so that the read after each statement is the same backend's next one.
    const one = connect(d.url, 1);
    try {
      /** Whether everything written so far was on disk when the statement before had returned. */
      const flushed = async () =>
        (
          await one.db.execute<{ on_disk: boolean }>(
            sql`SELECT pg_current_wal_flush_lsn() >= pg_current_wal_insert_lsn() AS on_disk`,
          )
        ).rows[0]!.on_disk;
      const runs = async (write: () => Promise<unknown>) => {
        let onDisk = 0;
        for (let i = 0; i < 10; i++) {
          await write();
          if (await flushed()) onDisk++;
        }
        return onDisk;
      };
      // A write in a statement of its own waits for the disk: its commit is flushed when it returns.
      // The session's statement with a limit point returns before its commit is on disk (the WAL
      // writer flushes it within its 200 ms, or the next commit that waits does). The WAL is the
      // cluster's: the other test files' writes in between can make a run look otherwise (their
      // inserts after our flushed commit, their flushes of our unflushed one), so the comparison
      // is taken up to 3 times; statements that all waited for the disk would fail each time.
      const compare = async () => {
        const plain = await runs(() =>
          one.db.execute(
            sql`UPDATE rate_limits SET points = points WHERE key = ${`reward_claim:${member.accountId}`}`,
          ),
        );
        const taking = await runs(async () => {
          expect((await findSessionTaking(one.db, token, limit, -1)).session?.accountId).toBe(
            member.accountId,
          );
        });
        return { plain, taking };
      };
      let seen = await compare();
      for (let i = 1; i < 3 && !(seen.plain >= 8 && seen.taking <= 5); i++) seen = await compare();
      expect(seen.plain).toBeGreaterThanOrEqual(8);
      expect(seen.taking).toBeLessThanOrEqual(5);
      // SET LOCAL: the connection's next transaction waits for the disk again.
      const mode = await one.db.execute<{ m: string }>(
        sql`SELECT current_setting('synchronous_commit') AS m`,
      );
      expect(mode.rows[0]!.m).toBe('on');
    } finally {
      await one.pool.end();
    }
  });
});
