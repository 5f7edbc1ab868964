import type { WalletBalance } from '../../../contract/wallet';
import { apiGet, apiSend } from '../../lib/api';

/** The wallet calls of spec section 7 (server/features/wallet). */
export type { WalletBalance };
export const getBalance = () => apiGet<WalletBalance>('/wps/v2/wallets/balance');
export const getMerchantWallet = () => apiGet<{ isSingle: boolean }>('/wps/relay/GCS_merchantWallet');
export const walletTransfer = (body: { from: string; to: string; amount: string; requestId: string }) =>
  apiSend<WalletBalance & { transactionId: number }>('POST', '/wps/relay/GCS_walletTransfer', body);
