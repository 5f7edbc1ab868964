import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../../tests/helpers/test-db';
import { parseCommand } from './cli';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
});
afterAll(() => database.close());

const run = async (...argv: string[]) => {
  const command = parseCommand(['rebate-rate', ...argv]);
  if (typeof command === 'string') throw new Error(command);
  return command(database);
};

describe('npm run ops -- rebate-rate', () => {
  it('lists the seeded rates and sets one, audited', async () => {
    expect(await run('list')).toContain('RNG  level 0  50 bp (0.50%)');
    expect(await run('set', 'LIVE', '3', '125')).toBe('LIVE  level 3  125 bp (1.25%)');
    expect(await run('list')).toContain('LIVE  level 3  125 bp (1.25%)');
    const audit = await database.db.execute<{ target: string }>(
      sql`SELECT target FROM operator_audit WHERE action = 'rebate.rate'`,
    );
    expect(audit.rows).toEqual([{ target: 'rebate:LIVE:3' }]);
  });

  it('refuses a rate above 5%, an unknown game type or a missing level with the usage', () => {
    for (const argv of [
      ['set', 'RNG', '0', '501'],
      ['set', 'SLOTS', '0', '100'],
      ['set', 'RNG', '100'],
      ['drop'],
    ]) {
      const command = parseCommand(['rebate-rate', ...argv]);
      expect(typeof command === 'string' ? command : 'a command').toMatch(/rebate-rate|Unknown command/);
    }
  });
});
