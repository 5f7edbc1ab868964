import { accounts, accountSecurity, invitationCodes, knownLoginIps } from '../db/schema';
import { agentAccountTypes } from '../../contract/common';
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
  await writeSecurity(tx, seeds, ids);
  return ids;
}

/** Loopback addresses are known for every demo login, so a local demo login needs no second step. */
export const DEMO_KNOWN_IPS = ['127.0.0.1', '::1'] as const;

/** The invitation code of a demo agent: its login in upper case (agent1 → AGENT1). */
export const demoInvitationCode = (account: string) => account.toUpperCase();

async function writeSecurity(tx: Tx, seeds: readonly AccountSeed[], ids: ReadonlyMap<string, number>) {
  const id = (s: AccountSeed) => ids.get(s.account)!;
  // Second step by e-mail (the column default): every demo login has an address.
  await tx.insert(accountSecurity).values(seeds.map((s) => ({ accountId: id(s) })));
  const logins = seeds.filter((s) => s.password !== null);
  await tx
    .insert(knownLoginIps)
    .values(logins.flatMap((s) => DEMO_KNOWN_IPS.map((ip) => ({ accountId: id(s), ip }))));
  const agents = seeds.filter((s) => (agentAccountTypes as readonly number[]).includes(s.type));
  await tx
    .insert(invitationCodes)
    .values(agents.map((s) => ({ code: demoInvitationCode(s.account), agentId: id(s) })));
}

function hashOf(hashes: ReadonlyMap<string, string>, password: string): string {
  const hash = hashes.get(password);
  if (!hash) throw new Error('password was not hashed before the transaction');
  return hash;
}
