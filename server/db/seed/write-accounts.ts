import { accounts } from '../schema';
import type { AccountSeed } from './accounts';
import type { Progress, Tx } from './write';

/**
 * Inserts the accounts one tree level per statement (uplines first, so parent_id is known)
 * and returns each login's new id.
 */
export async function writeAccounts(
  tx: Tx,
  seeds: readonly AccountSeed[],
  hashes: ReadonlyMap<string, string>,
  progress: Progress,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  let pending = seeds.slice();
  while (pending.length > 0) {
    const ready = pending.filter((s) => s.parent === null || ids.has(s.parent));
    if (ready.length === 0)
      throw new Error(`accounts with unknown upline: ${pending.map((s) => s.account).join(', ')}`);
    const inserted = await tx
      .insert(accounts)
      .values(
        ready.map((s) => ({
          account: s.account,
          nickname: s.nickname,
          type: s.type,
          passwordHash: s.password === null ? null : hashOf(hashes, s.password),
          parentId: s.parent === null ? null : (ids.get(s.parent) ?? null),
          email: s.email,
          mobileNum: s.mobileNum,
          countryDialingCode: s.countryDialingCode,
          vipLevel: s.vipLevel,
          createdAt: s.createdAt,
        })),
      )
      .returning({ id: accounts.id, account: accounts.account });
    for (const r of inserted) ids.set(r.account, r.id);
    pending = pending.filter((s) => !ids.has(s.account));
    progress('accounts', ids.size, seeds.length);
  }
  return ids;
}

function hashOf(hashes: ReadonlyMap<string, string>, password: string): string {
  const hash = hashes.get(password);
  if (!hash) throw new Error('password was not hashed before the transaction');
  return hash;
}
