import { z } from 'zod';
import { ClientRequestId } from '../payments/schemas';
import { Amount } from '../wallet/schemas';

/** Transfers to the direct upline or, for agents, to any downline of their tree (transferUpline). */
export const TransferParty = z
  .object({ id: z.number().int(), account: z.string(), nickname: z.string() })
  .meta({ id: 'TransferParty' });

export const TransferTargets = z
  .object({
    upline: TransferParty.nullable(),
    /** Agents may send to any account below them. */
    canTransferDown: z.boolean(),
    balance: z.string(),
    hasPaymentPassword: z.boolean(),
  })
  .meta({ id: 'TransferTargets' });
export type TransferTargets = z.infer<typeof TransferTargets>;

export const CreateTransferRequest = z
  .object({
    /** The receiver's login name. */
    to: z.string().trim().min(1).max(64),
    amount: Amount,
    paymentPassword: z.string().min(1).max(128),
    requestId: ClientRequestId,
  })
  .meta({ id: 'CreateTransferRequest' });
export type CreateTransferRequest = z.infer<typeof CreateTransferRequest>;

export const TransferResult = z
  .object({
    transferId: z.number().int(),
    direction: z.enum(['upline', 'downline']),
    to: TransferParty,
    amount: z.string(),
    /** The sender's main wallet after the transfer. */
    balance: z.string(),
  })
  .meta({ id: 'TransferResult' });
export type TransferResult = z.infer<typeof TransferResult>;

/** The transfer calls (paths in contract/transfers/endpoints.ts, decision 064). */
export const transferSchemas = {
  targets: { value: TransferTargets },
  create: { body: CreateTransferRequest, value: TransferResult },
};
export type TransferSchemas = typeof transferSchemas;
