import type {
  BankCard,
  ConfirmStatus,
  Deposit,
  DepositChannel,
  Withdrawal,
  WithdrawInfo,
} from '../../../contract/payments';
import { apiGet, apiSend, apiUpload } from '../../lib/api';

/** Deposit and withdrawal calls (server/features/payments). */
export type { BankCard, ConfirmStatus, Deposit, DepositChannel, Withdrawal, WithdrawInfo };
const base = '/wps/member';
type Page<T> = { list: T[]; totalPages: number };

export const findChannels = () => apiGet<DepositChannel[]>(`${base}/deposit/channels`);
export const createDeposit = (body: { channel: string; amount: string; requestId: string }) =>
  apiSend<Deposit>('POST', `${base}/deposits`, body);
export const findDeposits = (page = 1, pageSize = 5) =>
  apiGet<Page<Deposit>>(`${base}/deposits`, { page, pageSize });
export const getDeposit = (id: number) => apiGet<Deposit>(`${base}/deposits/${id}`);

export const findBankCards = () => apiGet<BankCard[]>(`${base}/bank-cards`);
export const addBankCard = (body: { bankName: string; accountNumber: string; payeeName: string }) =>
  apiSend<BankCard>('POST', `${base}/bank-cards`, body);
export const removeBankCard = (id: number) => apiSend<null>('DELETE', `${base}/bank-cards/${id}`);

export const getWithdrawInfo = () => apiGet<WithdrawInfo>(`${base}/withdrawals/info`);
export const createWithdrawal = (body: {
  cardId: number;
  amount: string;
  paymentPassword: string;
  requestId: string;
}) => apiSend<Withdrawal>('POST', `${base}/withdrawals`, body);
export const findWithdrawals = (page = 1, pageSize = 5) =>
  apiGet<Page<Withdrawal>>(`${base}/withdrawals`, { page, pageSize });
export const confirmWithdrawal = (
  id: number,
  body: { action: 'received' | 'not_received' | 'fully_paid'; amountReceived?: string },
) => apiSend<Withdrawal>('POST', `${base}/withdrawals/${id}/confirm`, body);

/** The proof image goes as the raw body (the server reads its type from the bytes). */
export const uploadProof = (id: number, file: Blob) =>
  apiUpload<Withdrawal>(`/files/withdrawals/${id}/proof`, file);
