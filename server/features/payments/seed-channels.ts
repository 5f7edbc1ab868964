import { paymentChannels } from '../../db/schema';
import type { Executor } from '../../db/client';

/** The demo's deposit channels: a bank transfer confirmed by an operator, and the demo gateway. */
export const demoChannels: (typeof paymentChannels.$inferInsert)[] = [
  {
    code: 'bank',
    kind: 'bank_transfer',
    gateway: null,
    name: 'Bank transfer',
    minAmount: 50_000n,
    maxAmount: 500_000_000n,
    receivingBank: {
      bankName: 'Vietcombank',
      accountName: 'CONG TY LOBBY DEMO',
      accountNumber: '0071000123456',
      branch: 'Ho Chi Minh City',
    },
    sort: 1,
  },
  {
    code: 'demopay',
    kind: 'gateway',
    gateway: 'demo',
    name: 'Demo online banking',
    minAmount: 10_000n,
    maxAmount: 50_000_000n,
    receivingBank: null,
    sort: 2,
  },
];

/** Seed writer (server/seed): idempotent, so it may also run on an older database. */
export async function writePaymentChannels(db: Executor): Promise<void> {
  await db.insert(paymentChannels).values(demoChannels).onConflictDoNothing();
}
