import { accounts } from './accounts';
import { foreignId } from './columns';
import { ledgerTransactions } from './ledger';

/*
 * References to the two tables most others point at: the member (or agent) account and the
 * ledger transaction that moved the money. Not re-exported from index.ts: it holds no tables.
 * accounts.ts and ledger.ts themselves use foreignId: this module imports them, and a table built
 * while its own module is still loading would find these helpers not yet defined.
 */

export const accountRef = (name: string) => foreignId(name, () => accounts.id);

export const ledgerTransactionRef = (name: string) => foreignId(name, () => ledgerTransactions.id);
