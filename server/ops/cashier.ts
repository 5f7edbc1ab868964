import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AdjustBalanceRequest } from '../../contract/operator/schemas';
import { paymentChannels } from '../db/schema';
import { adjustBalance } from '../features/operator';
import {
  approveWithdrawalAs,
  confirmDeposit,
  rejectDeposit,
  rejectWithdrawalAs,
  releaseWithdrawalAs,
} from '../features/operator';
import { findOpsDeposits, findOpsWithdrawals } from '../features/operator';
import type { StaffRole } from '../../contract/staff/roles';
import { createOperatorKey, listOperatorKeys, revokeOperatorKey } from '../features/operator';
import { actor, run, type Command } from './command';

export type CashierOptions = {
  reason?: string;
  kind?: string;
  all?: boolean;
  disputed?: boolean;
  role?: string;
};

export const CASHIER_USAGE = `  deposit list [--all]                              pending deposits (or all)
  deposit confirm <id>                              the transfer arrived: credit the member
  deposit reject <id> [--reason TEXT]               the transfer never arrived
  withdrawal list [--all | --disputed]              pending withdrawals (or all, or not received)
  withdrawal approve <id>                           paid: release the held amount to cash-out
  withdrawal reject <id> [--reason TEXT]            refuse: the held amount goes back to the member
  withdrawal release <id> [--reason TEXT]           a withdrawal held for review may then be approved
  balance adjust <account> <+N|-N> --kind bonus|adjustment --reason TEXT
                                                    credit or debit a main wallet, audited
  operator-key create <name> [--role ROLE] | revoke <name> | list   operator API keys (X-Operator-Key)
  channel list | enable <code> | disable <code>     deposit channels (disable demopay in production)`;

export const cashierGroups = new Set(['deposit', 'withdrawal', 'balance', 'operator-key', 'channel']);

const id = (arg: string | undefined) => {
  if (!arg || !/^[1-9][0-9]{0,15}$/.test(arg)) throw new Error('an id is a positive number');
  return Number(arg);
};

export const table = (rows: Record<string, unknown>[]) =>
  rows.length === 0 ? 'Nothing.' : rows.map((r) => Object.values(r).join('  ')).join('\n');

/** Parses the cashier commands; a string is a usage error. */
export function parseCashierCommand(positionals: string[], o: CashierOptions): Command | string {
  const [group, action, arg, extra] = positionals;
  if (group === 'deposit') {
    if (action === 'list' && !arg)
      return async ({ db }) => table(await findOpsDeposits(db, o.all ? 'all' : 'pending', 200));
    if (action === 'confirm' && !extra)
      return ({ db }) =>
        run(async () => {
          const d = await confirmDeposit(db, actor(), id(arg));
          return `Deposit ${d.id} credited; member balance ${d.balance}.`;
        });
    if (action === 'reject' && !extra)
      return ({ db }) =>
        run(async () => {
          const d = await rejectDeposit(db, actor(), id(arg), o.reason);
          return `Deposit ${d.id} rejected.`;
        });
  }
  if (group === 'withdrawal') {
    if (action === 'list' && !arg)
      return async ({ db }) =>
        table(await findOpsWithdrawals(db, o.all ? 'all' : o.disputed ? 'disputed' : 'pending', 200));
    if (action === 'approve' && !extra)
      return ({ db }) =>
        run(async () => {
          const w = await approveWithdrawalAs(db, actor(), id(arg));
          return `Withdrawal ${w.id} approved (paid).`;
        });
    if (action === 'reject' && !extra)
      return ({ db }) =>
        run(async () => {
          const w = await rejectWithdrawalAs(db, actor(), id(arg), o.reason);
          return `Withdrawal ${w.id} rejected; member balance ${w.balance}.`;
        });
    if (action === 'release' && !extra)
      return ({ db }) =>
        run(async () => {
          const w = await releaseWithdrawalAs(db, actor(), id(arg), o.reason);
          return `Withdrawal ${w.id} released from its review; it can be approved now.`;
        });
  }
  if (group === 'balance' && action === 'adjust' && arg && extra) {
    const body = AdjustBalanceRequest.safeParse({
      account: arg,
      amount: extra,
      kind: o.kind,
      reason: o.reason,
      requestId: `cli-${randomUUID()}`,
    });
    if (!body.success)
      return `balance adjust needs an account, a signed amount, --kind bonus|adjustment and --reason (3-200 characters).`;
    return ({ db }) =>
      run(async () => {
        const r = await adjustBalance(db, actor(), body.data);
        return `Adjusted ${r.account} by ${extra}; balance ${r.balance}.`;
      });
  }
  if (group === 'operator-key') {
    if (action === 'create' && arg && !extra)
      return async ({ db }) =>
        `Operator key "${arg}" as ${o.role ?? 'admin'} (shown once; send it as X-Operator-Key):\n` +
        (await createOperatorKey(db, arg, (o.role ?? 'admin') as StaffRole));
    if (action === 'revoke' && arg && !extra)
      return async ({ db }) =>
        (await revokeOperatorKey(db, arg)) ? `Revoked ${arg}.` : `No live key named ${arg}.`;
    if (action === 'list' && !arg)
      return async ({ db }) =>
        table(
          (await listOperatorKeys(db)).map((k) => ({
            name: k.name,
            role: k.role,
            created: k.createdAt.toISOString(),
            lastUsed: k.lastUsedAt?.toISOString() ?? 'never',
          })),
        );
  }
  if (group === 'channel') {
    if (action === 'list' && !arg)
      return async ({ db }) =>
        table(
          (await db.select().from(paymentChannels).orderBy(paymentChannels.sort)).map((c) => ({
            code: c.code,
            kind: c.kind,
            limits: `${c.minAmount}..${c.maxAmount}`,
            enabled: c.enabled ? 'enabled' : 'disabled',
          })),
        );
    if ((action === 'enable' || action === 'disable') && arg && !extra)
      return async ({ db }) => {
        const done = await db
          .update(paymentChannels)
          .set({ enabled: action === 'enable' })
          .where(eq(paymentChannels.code, arg))
          .returning({ code: paymentChannels.code });
        if (done.length === 0) throw new Error(`no deposit channel ${arg}`);
        return `Channel ${arg} ${action}d.`;
      };
  }
  return `Unknown command: ${positionals.join(' ')}`;
}
