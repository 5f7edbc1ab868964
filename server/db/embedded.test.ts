import path from 'node:path';
import { parse } from 'pg-connection-string';
import { describe, expect, it } from 'vitest';
import { databaseUrl, socketDirFor } from './embedded';

describe('the embedded database over its Unix-domain socket (decision 077)', () => {
  it('puts the socket in the cluster folder when its path fits the kernel limit', () => {
    expect(socketDirFor('/tmp/platform-x/pg', 54321)).toBe('/tmp/platform-x/pg');
    expect(socketDirFor('relative/pg', 5432)).toBe(path.resolve('relative/pg'));
  });

  it('falls back to TCP only when the socket path would be longer than 107 bytes', () => {
    // `${dir}/.s.PGSQL.54321` is the directory plus 15 bytes.
    const fits = `/${'a'.repeat(107 - 15 - 1)}`;
    expect(socketDirFor(fits, 54321)).toBe(fits);
    expect(socketDirFor(`${fits}b`, 54321)).toBeUndefined();
    // Bytes, not characters: a folder name in Vietnamese takes more of the limit.
    expect(socketDirFor(`/${'ư'.repeat(46)}`, 54321)).toBeUndefined();
  });

  it('falls back to TCP for a folder the setting could not name (separators, quotes)', () => {
    for (const dir of ['/tmp/a b/pg', '/tmp/a,b/pg', '/tmp/a"b/pg', "/tmp/a'b/pg", '/tmp/a\\b/pg'])
      expect(socketDirFor(dir, 5432)).toBeUndefined();
  });

  it('keeps the loopback address in the URL and names the socket folder for node-postgres', () => {
    const url = databaseUrl('platform', 'secret', 5433, 'platform', '/tmp/platform-x/pg');
    const u = new URL(url);
    expect([u.hostname, u.port, u.pathname]).toEqual(['127.0.0.1', '5433', '/platform']);
    expect(parse(url)).toMatchObject({ host: '/tmp/platform-x/pg', port: '5433', database: 'platform' });
    expect(parse(databaseUrl('platform', 'secret', 5433, 'platform'))).toMatchObject({
      host: '127.0.0.1',
      port: '5433',
    });
  });
});
