import { z } from 'zod';
import type { Database } from '../db/client';
import { publishChange } from '../core/storage/changes';
import { readSetting, writeSetting } from '../core/site/read-setting';
import { maintenanceOff } from '../core/site/settings-keys';

const OnOptions = z.object({
  until: z
    .string()
    .datetime({ offset: true, message: 'use an ISO time such as 2026-12-01T10:00:00Z' })
    .nullable(),
  info: z.string().trim().min(1).max(500).nullable(),
});

export async function maintenanceOn(
  database: Database,
  opts: { until?: string | undefined; info?: string | undefined },
) {
  const { until, info } = OnOptions.parse({ until: opts.until ?? null, info: opts.info ?? null });
  if (until && Date.parse(until) <= Date.now()) throw new Error(`--until ${until} is in the past`);
  await writeSetting(database.db, 'site.maintenance', {
    on: true,
    until: until ? new Date(until).toISOString() : null,
    info,
  });
  await publishChange(database.pool, 'site');
  return `Maintenance is ON${until ? ` until ${new Date(until).toISOString()}` : ''}${info ? ` (${info})` : ''}.`;
}

export async function maintenanceOffCommand(database: Database) {
  await writeSetting(database.db, 'site.maintenance', maintenanceOff);
  await publishChange(database.pool, 'site');
  return 'Maintenance is OFF.';
}

export async function maintenanceStatus(database: Database) {
  const m = (await readSetting(database.db, 'site.maintenance')) ?? maintenanceOff;
  if (!m.on) return 'Maintenance is OFF.';
  return `Maintenance is ON${m.until ? ` until ${m.until}` : ''}${m.info ? ` (${m.info})` : ''}.`;
}
