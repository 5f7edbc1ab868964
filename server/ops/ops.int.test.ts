import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestDatabase } from '../../tests/helpers/test-db';
import { maintenanceOffCommand, maintenanceOn, maintenanceStatus } from './maintenance';
import { regionBlock, regionList, regionUnblock } from './region';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seeded: false });
});
afterAll(() => database.close());

describe('ops commands', () => {
  it('switch maintenance on and off', async () => {
    expect(await maintenanceStatus(database)).toBe('Maintenance is OFF.');
    expect(
      await maintenanceOn(database, { until: '2099-05-01T08:00:00+07:00', info: 'Wallet upgrade' }),
    ).toBe('Maintenance is ON until 2099-05-01T01:00:00.000Z (Wallet upgrade).');
    expect(await maintenanceStatus(database)).toContain('ON until 2099-05-01T01:00:00.000Z');
    expect(await maintenanceOffCommand(database)).toBe('Maintenance is OFF.');
  });

  it('refuses an end time that is not ISO or is in the past', async () => {
    await expect(maintenanceOn(database, { until: 'tomorrow' })).rejects.toThrow(/ISO time/);
    await expect(maintenanceOn(database, { until: '2001-01-01T00:00:00Z' })).rejects.toThrow(/in the past/);
    expect(await maintenanceStatus(database)).toBe('Maintenance is OFF.');
  });

  it('blocks and unblocks addresses, idempotently, and refuses garbage', async () => {
    expect(await regionBlock(database, '203.0.113.0/24')).toBe('Blocked 203.0.113.0/24.');
    expect(await regionBlock(database, '203.0.113.0/24')).toBe('203.0.113.0/24 was already blocked.');
    expect(await regionList(database)).toBe('203.0.113.0/24');
    await expect(regionBlock(database, 'not-an-ip')).rejects.toThrow(/not an IP address/);
    expect(await regionUnblock(database, '203.0.113.0/24')).toBe('Unblocked 203.0.113.0/24.');
    expect(await regionUnblock(database, '203.0.113.0/24')).toBe('203.0.113.0/24 was not blocked.');
    expect(await regionList(database)).toBe('No blocked addresses.');
  });
});
