import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../../tests/helpers/test-db';
import { welcomeTerms } from '../engine/rewards';
import { parseCommand } from './cli';

let database: Database;
let dir: string;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: true });
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'campaign-cli-'));
});
afterAll(async () => {
  await database.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const run = async (...argv: string[]) => {
  const command = parseCommand(['campaign', ...argv]);
  if (typeof command === 'string') throw new Error(command);
  return command(database);
};

describe('npm run ops -- campaign', () => {
  it('creates, funds, publishes, grants by hand and dry-runs, each audited', async () => {
    expect(await run('list')).toMatch(/welcome-bonus {2}live {2}v1 {2}budget 1000000000/);
    const file = path.join(dir, 'terms.json');
    await fs.writeFile(file, JSON.stringify({ ...welcomeTerms, reward: { type: 'fixed', amount: '5000' } }));
    const created = await run('create', 'cli-gift', '--terms', file);
    expect(created).toMatch(/cli-gift {2}draft {2}v1 {2}budget 0/);
    expect(await run('fund', 'cli-gift', '100000', '--reason', 'November')).toMatch(/budget 100000/);
    expect(await run('publish', 'cli-gift')).toMatch(/live/);
    const grant = JSON.parse(await run('grant', 'cli-gift', 'demo', '5000', '--reason', 'goodwill')) as {
      amount: string;
      status: string;
      account: string;
    };
    expect(grant).toMatchObject({ amount: '5000', status: 'active', account: 'demo' });
    const dry = JSON.parse(await run('dry-run', 'cli-gift', 'agent1')) as {
      passed: boolean;
      failedRule: string;
    };
    expect(dry).toMatchObject({ passed: false, failedRule: 'player_only' });
    await expect(run('publish', 'cli-gift')).rejects.toThrow(/WRONG_STATE/);
    const audit = await database.db.execute<{ action: string }>(sql`
      SELECT action FROM operator_audit WHERE action LIKE 'campaign.%' OR action LIKE 'grant.%' ORDER BY id`);
    expect(audit.rows.map((r) => r.action)).toEqual([
      'campaign.create',
      'campaign.fund',
      'campaign.publish',
      'grant.manual',
    ]);
  });

  it('refuses bad input with a usage line', () => {
    expect(parseCommand(['campaign', 'fund', 'x', '10'])).toMatch(/--reason/);
    expect(parseCommand(['campaign', 'nope'])).toMatch(/Unknown campaign command/);
  });
});
