import { listReferralsForOps } from '../features/referral';
import { json, type Command } from './command';

export const REFERRAL_USAGE = `  referrals [--all]                                 refused member referrals with the reason (or all)`;

/** `npm run ops -- referrals [--all]` (decision 059): what the referral pass refused, and why. */
export function parseReferralCommand(positionals: string[], o: { all?: boolean }): Command | string {
  if (positionals.length > 1) return 'referrals takes no argument.';
  return async ({ db }) => json(await listReferralsForOps(db, o.all ? 'all' : 'refused', 200));
}
