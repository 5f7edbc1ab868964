import pg from 'pg';
import { inject } from 'vitest';
import { describe, expect, it } from 'vitest';
import { withDatabase } from '../../tests/helpers/global-setup';

describe('the embedded database (decision 077)', () => {
  it('is reached over its Unix-domain socket, and still over TCP on 127.0.0.1 by its port', async () => {
    const url = inject('pgAdminUrl');
    // TEST_DATABASE_URL: someone else's server, not ours to describe.
    if (process.env.TEST_DATABASE_URL) return;
    const viaUrl = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
    const u = new URL(url);
    const viaTcp = new pg.Client({
      host: u.hostname,
      port: Number(u.port),
      user: decodeURIComponent(u.username),
      password: decodeURIComponent(u.password),
      database: 'postgres',
    });
    await viaUrl.connect();
    await viaTcp.connect();
    try {
      // inet_server_addr() is NULL for a Unix-domain connection, the address for TCP.
      const a = await viaUrl.query<{ addr: string | null }>('SELECT inet_server_addr()::text AS addr');
      const b = await viaTcp.query<{ addr: string | null }>('SELECT inet_server_addr()::text AS addr');
      expect(a.rows[0]!.addr).toBeNull();
      expect(b.rows[0]!.addr).toBe('127.0.0.1/32');
    } finally {
      await viaUrl.end();
      await viaTcp.end();
    }
  });
});
