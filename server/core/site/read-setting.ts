import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { settingShapes, type SettingKey, type SettingValue } from './settings-keys';

/** A setting parsed by its schema; undefined when absent. A malformed stored value is an error. */
export async function readSetting<K extends SettingKey>(
  db: Db,
  key: K,
): Promise<SettingValue<K> | undefined> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  if (!row) return undefined;
  return settingShapes[key].parse(row.value) as SettingValue<K>;
}

export async function writeSetting<K extends SettingKey>(
  db: Db,
  key: K,
  value: SettingValue<K>,
): Promise<void> {
  const parsed = settingShapes[key].parse(value);
  await db
    .insert(settings)
    .values({ key, value: parsed })
    .onConflictDoUpdate({ target: settings.key, set: { value: parsed, updatedAt: new Date() } });
}
