import { z } from 'zod';
import { envelope } from './envelope';
import { ClientRequestId } from './payments';

/**
 * The operator API (`/ops/...`): its own credentials (X-Operator-Key: op_<id>_<secret>, made by
 * `npm run ops -- operator-key create <name>`), never a member session.
 */
export const OPERATOR_KEY_HEADER = 'x-operator-key';

export const PendingDeposit = z
  .object({
    id: z.number().int(),
    account: z.string(),
    channel: z.string(),
    amount: z.string(),
    reference: z.string(),
    status: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'OpsDeposit' });
export type PendingDeposit = z.infer<typeof PendingDeposit>;

export const PendingWithdrawal = z
  .object({
    id: z.number().int(),
    account: z.string(),
    amount: z.string(),
    bankName: z.string(),
    accountNumber: z.string(),
    payeeName: z.string(),
    status: z.string(),
    confirmStatus: z.string().nullable(),
    hasProof: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'OpsWithdrawal' });
export type PendingWithdrawal = z.infer<typeof PendingWithdrawal>;

export const OpsListQuery = z.object({
  status: z.enum(['pending', 'all', 'disputed']).default('pending'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const OpsDepositsResponse = envelope(z.array(PendingDeposit));
export const OpsWithdrawalsResponse = envelope(z.array(PendingWithdrawal));

export const OpsReasonRequest = z
  .object({ reason: z.string().trim().min(1).max(200).optional() })
  .meta({ id: 'OpsReasonRequest' });

export const OpsDecision = z
  .object({ id: z.number().int(), status: z.string(), balance: z.string() })
  .meta({ id: 'OpsDecision' });
export type OpsDecision = z.infer<typeof OpsDecision>;
export const OpsDecisionResponse = envelope(OpsDecision);

/** A signed amount in minor units: "+5000", "-200" or "5000". */
export const SignedAmount = z
  .string()
  .regex(/^[+-]?[1-9][0-9]{0,15}$/)
  .transform((v) => BigInt(v));

export const AdjustBalanceRequest = z
  .object({
    account: z.string().trim().min(1).max(64),
    amount: SignedAmount,
    kind: z.enum(['bonus', 'adjustment']),
    reason: z.string().trim().min(3).max(200),
    requestId: ClientRequestId,
  })
  .meta({ id: 'AdjustBalanceRequest' });
export type AdjustBalanceRequest = z.infer<typeof AdjustBalanceRequest>;
export const AdjustBalanceResponse = envelope(
  z.object({ id: z.number().int(), account: z.string(), balance: z.string() }).meta({ id: 'OpsAdjustment' }),
);
