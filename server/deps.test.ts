import type pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from './core/context/config';
import type { Db } from './db/client';
import { buildDeps } from './deps';
import { createLogger } from './core/context/logger';
import { DevMailer } from './providers/mail/dev';
import { DevSmsProvider } from './providers/sms/dev';

// Nothing here touches the database: building the dependencies opens and reads nothing.
const db = {} as Db;
const pool = {} as pg.Pool;
const log = createLogger('silent');
const config = loadConfig({ NODE_ENV: 'test', DIST_DIR: './dist' });

describe('buildDeps', () => {
  it('drops the site state when a site change is heard', () => {
    const deps = buildDeps(config, { db, pool, log });
    const invalidate = vi.spyOn(deps.site, 'invalidate');
    deps.changes.emit('site');
    expect(invalidate).toHaveBeenCalledOnce();
  });

  it('takes the senders it is given, and the configured ones otherwise', () => {
    const sms = new DevSmsProvider();
    const mailer = new DevMailer();
    const given = buildDeps(config, { db, pool, log, providers: { sms, mailer } });
    expect(given.sms).toBe(sms);
    expect(given.mailer).toBe(mailer);
    const own = buildDeps(config, { db, pool, log });
    expect(own.sms).toBeInstanceOf(DevSmsProvider);
    expect(own.mailer).toBeInstanceOf(DevMailer);
  });

  it('refuses development senders in production, as the server start does', () => {
    const prod = { ...config, env: 'production' as const, allowDevSenders: false };
    expect(() => buildDeps(prod, { db, pool, log })).toThrow(/needs real senders/);
  });

  it('gives every dependency a value', () => {
    const deps = buildDeps(config, { db, pool, log });
    for (const key of [
      'db',
      'pool',
      'dbHealth',
      'config',
      'log',
      'changes',
      'site',
      'siteData',
      'sms',
      'mailer',
      'blobs',
    ])
      expect(deps[key as keyof typeof deps], key).toBeDefined();
  });
});
