import type { Referee, ReferralSummary, ZaloState } from '../../../contract/referral';
import { referralPaths, registerPath } from '../../../contract/referral-constants';
import { apiGet, apiSend } from '../../lib/api';
import { deviceId } from '../../lib/device-id';

/** The referral tab's calls (server/features/referral, decisions 059, 060). */
export type { Referee, ReferralSummary, ZaloState };

/** The install's id goes along: the server knows the referrer's device for the abuse check. */
export const getReferral = () => apiGet<ReferralSummary>(referralPaths.summary, { deviceId: deviceId() });
export const bindZalo = (zalo: string) =>
  apiSend<ZaloState>('POST', referralPaths.zalo, { zalo, deviceId: deviceId() });

/** The full sign-up link on this site's own address. */
export const referralLink = (code: string) => `${window.location.origin}${registerPath(code)}`;
