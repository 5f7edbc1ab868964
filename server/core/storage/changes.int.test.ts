import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestDatabase } from '../../../tests/helpers/test-db';
import { listenForChanges, publishChange, type ChangeTopic } from './changes';
import { createLogger } from '../context/logger';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: false });
});
afterAll(() => database.close());

describe('change notifications', () => {
  it('deliver a published topic to a listener on another connection', async () => {
    const heard: string[] = [];
    const listener = listenForChanges(database.url, (t) => heard.push(t), createLogger('silent'));
    try {
      // The listener connects asynchronously: publish until it hears, for at most 5 s.
      const deadline = Date.now() + 5_000;
      while (!heard.includes('site') && Date.now() < deadline) {
        await publishChange(database.pool, 'site' satisfies ChangeTopic);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(heard).toContain('site');
    } finally {
      await listener.close();
    }
  });
});
