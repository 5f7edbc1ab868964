import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { AddBankCardRequest, BankCard } from '../../../contract/payments/schemas';
import { MAX_BANK_CARDS } from '../../../contract/payments/schemas';
import type { Db } from '../../db/client';
import { accounts, accountSecurity, bankCards } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { loadSecurity } from '../accounts';
import { iso, maskNumber, sameName } from './money';

type CardRow = typeof bankCards.$inferSelect;
const toCard = (r: CardRow): BankCard => ({
  id: r.id,
  bankName: r.bankName,
  accountNumberMasked: maskNumber(r.accountNumber),
  payeeName: r.payeeName,
  createdAt: iso(r.createdAt)!,
});

/** The member's bound cards (removed ones stay for the withdrawals that used them). */
export async function findBankCards(db: Db, accountId: number): Promise<BankCard[]> {
  const rows = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.accountId, accountId), isNull(bankCards.removedAt)))
    .orderBy(asc(bankCards.id));
  return rows.map(toCard);
}

/**
 * Bind a bank account. The holder must be the member's payee (real) name, kept in
 * account_security.payee_name (the login second step and registration use it too); a member
 * without one gets this card's name as theirs, set only where still empty so two first binds
 * cannot set two different names.
 */
export async function addBankCard(db: Db, accountId: number, body: AddBankCardRequest): Promise<BankCard> {
  const security = await loadSecurity(db, accountId);
  if (!security.payeeName) {
    await db
      .update(accountSecurity)
      .set({ payeeName: body.payeeName })
      .where(and(eq(accountSecurity.accountId, accountId), isNull(accountSecurity.payeeName)));
  }
  const [payee] = await db
    .select({ name: accountSecurity.payeeName })
    .from(accountSecurity)
    .where(eq(accountSecurity.accountId, accountId));
  if (!payee?.name || !sameName(payee.name, body.payeeName))
    throw new AppError('PAYEE_NAME_MISMATCH', 'the holder is not the member', { field: 'payeeName' });

  return db.transaction(async (tx) => {
    // One binder at a time per member, so the card limit holds under concurrent requests.
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    const [n] = await tx
      .select({ n: count() })
      .from(bankCards)
      .where(and(eq(bankCards.accountId, accountId), isNull(bankCards.removedAt)));
    if ((n?.n ?? 0) >= MAX_BANK_CARDS) throw new AppError('LIMIT_REACHED', 'too many bank cards');
    const [row] = await tx
      .insert(bankCards)
      .values({
        accountId,
        bankName: body.bankName,
        accountNumber: body.accountNumber,
        payeeName: payee.name!,
      })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new AppError('ALREADY_BOUND', 'this account number is bound already', { field: 'accountNumber' });
    return toCard(row);
  });
}

/** Unbind a card (kept as removed); someone else's or an unknown card is NOT_FOUND. */
export async function removeBankCard(db: Db, accountId: number, id: number): Promise<void> {
  const done = await db
    .update(bankCards)
    .set({ removedAt: new Date() })
    .where(and(eq(bankCards.id, id), eq(bankCards.accountId, accountId), isNull(bankCards.removedAt)))
    .returning({ id: bankCards.id });
  if (done.length === 0) throw new AppError('NOT_FOUND', `no bank card ${id}`);
}
