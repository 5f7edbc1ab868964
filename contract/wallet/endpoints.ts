import { get, post } from '../endpoint';
import type { WalletSchemas as S } from './schemas';

/**
 * The member's wallet (spec section 7). The seamless wallet's operator calls (/seamless/...) are
 * described apart: they answer a game provider, not the PWA.
 */
export const balance = get<S['balance']>('/wps/v2/wallets/balance');
export const merchantWallet = get<S['merchantWallet']>('/wps/relay/GCS_merchantWallet');
export const transfer = post<S['transfer']>('/wps/relay/GCS_walletTransfer');
export const consolidated = get<S['consolidated']>('/wps/member/info/funds/consolidated');
