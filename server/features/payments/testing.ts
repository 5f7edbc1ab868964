import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../tests/helpers/test-app';
import { hashPassword } from '../../lib/password';
import { createSession } from '../../lib/sessions';
import { send } from '../games/testing';
import { mainWallet } from '../../lib/ledger';
import { deposit } from '../wallet/testing';

export const PAY_PASSWORD = 'Pay@123456';
let payHash: Promise<string> | undefined;

/** Test helper: a member with a balance, a session, and optionally a payment password and payee name. */
export async function cashierMember(
  t: TestApp,
  opts: { balance?: bigint; type?: number; parentId?: number; payee?: string; payPassword?: boolean } = {},
) {
  const db = t.database.db;
  // parent_id is fixed at creation (the agent tree's trigger), so the account is made here.
  const account = `c_${randomBytes(5).toString('hex')}`;
  const r = await db.execute<{ id: string }>(sql`
    INSERT INTO accounts (account, nickname, type, parent_id)
    VALUES (${account}, ${account}, ${opts.type ?? 0}, ${opts.parentId ?? null}) RETURNING id`);
  const accountId = Number(r.rows[0]!.id);
  const wallet = await mainWallet(db, accountId);
  if ((opts.balance ?? 0n) > 0n) await deposit(db, wallet, opts.balance!);
  const m = { accountId, wallet, account };
  const hash = opts.payPassword === false ? null : await (payHash ??= hashPassword(PAY_PASSWORD));
  await db.execute(sql`
    INSERT INTO account_security (account_id, payment_password_hash, payee_name)
    VALUES (${m.accountId}, ${hash}, ${opts.payee ?? null})`);
  const { token } = await createSession(db, {
    accountId: m.accountId,
    ip: '203.0.113.10',
    userAgent: 'vitest',
  });
  const headers = { authorization: `Bearer ${token}` };
  return {
    ...m,
    headers,
    call: async <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => {
      const res = await send(t, method, path, { headers, body });
      const json = (await res.json()) as { success: boolean; code: string; value: T };
      return { status: res.status, ...json };
    },
  };
}

export const requestId = () => `r-${randomBytes(8).toString('hex')}`;

export async function balanceOfMember(t: TestApp, accountId: number, kind = 'member_main'): Promise<bigint> {
  const r = await t.database.db.execute<{ balance: string }>(
    sql`SELECT balance FROM ledger_accounts WHERE owner_id = ${accountId} AND kind = ${kind}`,
  );
  return BigInt(r.rows[0]?.balance ?? 0);
}

export async function messagesOf(t: TestApp, accountId: number) {
  const r = await t.database.db.execute<{ template: string; params: { amount: string; reference: string } }>(
    sql`SELECT template, params FROM inbox_messages WHERE account_id = ${accountId} ORDER BY id`,
  );
  return r.rows;
}

/** The smallest valid PNG signature followed by filler: magic bytes are what counts. */
export const pngBytes = (size = 64) => {
  const b = new Uint8Array(size);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return b;
};
