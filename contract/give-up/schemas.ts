import { z } from 'zod';
import { MinorUnits } from '../primitives';
import { LanguageQuery } from '../common';
import { ClientRequestId, IdParam } from '../payments/schemas';
import { Grant } from '../rewards/schemas';

/**
 * Giving up a bonus (decision 069): while a grant's turnover is open the member's whole main
 * wallet is locked for withdrawals (decision 032); giving the bonus up takes the bonus back to the
 * campaign's budget and closes its requirement, so the member's own money becomes withdrawable.
 * Amounts are minor units as decimal strings.
 */

export const GiveUpRequest = z.object({ requestId: ClientRequestId }).meta({ id: 'GiveUpRequest' });
export type GiveUpRequest = z.infer<typeof GiveUpRequest>;

export const GiveUpResult = z
  .object({
    /** The grant, now forfeited. */
    grant: Grant,
    /** What went back to the promotion's budget: the bonus, or less if the wallet held less. */
    forfeited: MinorUnits,
    /** The member's main wallet after it. */
    balance: MinorUnits,
  })
  .meta({ id: 'GiveUpResult' });
export type GiveUpResult = z.infer<typeof GiveUpResult>;

export const giveUpSchemas = {
  giveUp: { params: IdParam, query: LanguageQuery, body: GiveUpRequest, value: GiveUpResult },
};
export type GiveUpSchemas = typeof giveUpSchemas;
