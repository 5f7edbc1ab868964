import type {
  BankCard,
  ConfirmStatus,
  Deposit,
  DepositChannel,
  Withdrawal,
  WithdrawInfo,
} from '../../../contract/payments/schemas';
import * as payments from '../../../contract/payments/endpoints';
import { apiUpload } from '../../lib/api-bodies';
import { api, pathOf } from '../../lib/call';

/** Deposit and withdrawal calls (server/features/payments), typed from the contract. */
export type { BankCard, ConfirmStatus, Deposit, DepositChannel, Withdrawal, WithdrawInfo };

export const findChannels = () => api(payments.channels);
export const createDeposit = (body: { channel: string; amount: string; requestId: string }) =>
  api(payments.createDeposit, { body });
export const findDeposits = (page = 1, pageSize = 5) => api(payments.deposits, { query: { page, pageSize } });
export const getDeposit = (id: number) => api(payments.deposit, { params: { id } });

export const findBankCards = () => api(payments.bankCards);
export const addBankCard = (body: { bankName: string; accountNumber: string; payeeName: string }) =>
  api(payments.addBankCard, { body });
export const removeBankCard = (id: number) => api(payments.removeBankCard, { params: { id } });

export const getWithdrawInfo = () => api(payments.withdrawInfo);
export const createWithdrawal = (body: {
  cardId: number;
  amount: string;
  paymentPassword: string;
  requestId: string;
}) => api(payments.createWithdrawal, { body });
export const findWithdrawals = (page = 1, pageSize = 5) =>
  api(payments.withdrawals, { query: { page, pageSize } });
export const confirmWithdrawal = (
  id: number,
  body: { action: 'received' | 'not_received' | 'fully_paid'; amountReceived?: string },
) => api(payments.confirmWithdrawal, { params: { id }, body });

/** The proof image goes as the raw body (the server reads its type from the bytes). */
export const uploadProof = (id: number, file: Blob) =>
  apiUpload<Withdrawal>(pathOf(payments.withdrawalProof, { id }), file);
