import { accounts } from './accounts';
import { foreignId } from './columns';
import { ledgerTransactions } from './ledger';

/*
 * References to the two tables most others point at: the member (or agent) account and the
 * ledger transaction that moved the money. Not re-exported from index.ts: it holds no tables.
 */

export const accountRef = (name: string) => foreignId(name, () => accounts.id);

export const ledgerTransactionRef = (name: string) => foreignId(name, () => ledgerTransactions.id);
