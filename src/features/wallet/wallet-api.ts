import type { z } from 'zod';
import * as wallet from '../../../contract/wallet/endpoints';
import type { WalletBalance, WalletSchemas } from '../../../contract/wallet/schemas';
import { api } from '../../lib/call';

/** The wallet calls of spec section 7 (server/features/wallet), described in contract/wallet/endpoints.ts. */
export type { WalletBalance };
export const getBalance = () => api(wallet.balance);
export const getMerchantWallet = () => api(wallet.merchantWallet);
export const walletTransfer = (body: z.input<WalletSchemas['transfer']['body']>) =>
  api(wallet.transfer, { body });
