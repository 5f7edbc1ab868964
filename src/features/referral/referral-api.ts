import * as referral from '../../../contract/referral/endpoints';
import type { Referee, ReferralSummary, ZaloState } from '../../../contract/referral/schemas';
import { registerPath } from '../../../contract/referral/constants';
import { api } from '../../lib/call';
import { deviceId } from '../../lib/device-id';

/** The referral tab's calls (contract/referral/endpoints.ts, decisions 059, 060). */
export type { Referee, ReferralSummary, ZaloState };

/** The install's id goes along: the server knows the referrer's device for the abuse check. */
export const getReferral = () => api(referral.summary, { query: { deviceId: deviceId() } });
/** SMS a code to the number being bound (decision 089). */
export const zaloCode = (zalo: string) => api(referral.zaloCode, { body: { zalo } });
export const bindZalo = (zalo: string, verificationCode: string) =>
  api(referral.zalo, { body: { zalo, verificationCode, deviceId: deviceId() } });

/** The full sign-up link on this site's own address. */
export const referralLink = (code: string) => `${window.location.origin}${registerPath(code)}`;
