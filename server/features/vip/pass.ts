import type { Db } from '../../db/client';
import { countNew } from './count';
import { runVipMonth } from './monthly';
import { loadLevels, upgrade } from './upgrade';

/**
 * Count what settled or was credited since the last pass and raise every member it moved; a
 * member whose upgrade fails (a budget that cannot pay) does not hold up the others, and the
 * first failure is thrown after them for the ticker to log.
 */
export async function countAndUpgrade(db: Db): Promise<number> {
  const touched = await countNew(db);
  if (touched.length === 0) return 0;
  const levels = await loadLevels(db);
  let failure: unknown;
  for (const id of touched)
    await upgrade(db, id, levels).catch((err: unknown) => {
      failure ??= err;
    });
  if (failure !== undefined) throw failure;
  return touched.length;
}

/**
 * The VIP pass every node runs in the reward ticker (decision 044): counting and upgrades, then
 * the month's keep check and gifts (a no-op marker check once the month is done).
 */
export async function vipPass(db: Db, now: Date = new Date()): Promise<void> {
  await countAndUpgrade(db);
  await runVipMonth(db, now);
}
