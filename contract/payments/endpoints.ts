import { del, get, post, type RawEndpoints } from '../endpoint';
import type { PaymentsSchemas as S } from './schemas';

/** The cashier (member centre depositv2 and withdraw): each needs the session of a real account. */
export const base = '/wps/member';

export const channels = get<S['channels']>(`${base}/deposit/channels`);
export const createDeposit = post<S['createDeposit']>(`${base}/deposits`);
export const deposits = get<S['deposits']>(`${base}/deposits`);
export const deposit = get<S['deposit']>(`${base}/deposits/{id}`);
export const bankCards = get<S['bankCards']>(`${base}/bank-cards`);
export const addBankCard = post<S['addBankCard']>(`${base}/bank-cards`);
export const removeBankCard = del<S['removeBankCard']>(`${base}/bank-cards/{id}`);
export const withdrawInfo = get<S['withdrawInfo']>(`${base}/withdrawals/info`);
export const createWithdrawal = post<S['createWithdrawal']>(`${base}/withdrawals`);
export const withdrawals = get<S['withdrawals']>(`${base}/withdrawals`);
export const withdrawal = get<S['withdrawal']>(`${base}/withdrawals/{id}`);
export const confirmWithdrawal = post<S['confirmWithdrawal']>(`${base}/withdrawals/{id}/confirm`);

/** The proof image of a "not received" answer: a raw PNG or JPEG body, so a path, not a call. */
export const withdrawalProof = '/files/withdrawals/{id}/proof';

/** The calls of this module that are not JSON in and out (decision 081). */
export const raw = {
  uploadProof: {
    method: 'POST',
    path: withdrawalProof,
    body: 'bytes',
    answer: 'envelope',
    about: 'a PNG or JPEG of at most PROOF_MAX_BYTES; answers the Withdrawal',
  },
  proof: { method: 'GET', path: withdrawalProof, body: 'none', answer: 'bytes', about: 'the proof image' },
} as const satisfies RawEndpoints;
