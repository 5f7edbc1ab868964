import { z } from 'zod';
import { MinorUnits, PageNumber, countParam } from '../primitives';
import { PERSON_NAME } from '../patterns';
import { Amount } from '../wallet/schemas';

/**
 * Deposits and withdrawals (member centre depositv2 and withdraw, spec sections 2-4). Amounts are
 * minor units: strings on the way out, Amount (string or safe integer) on the way in.
 */

/** The client's idempotency key: a double tap or a retry with the same key makes one record. */
export const ClientRequestId = z.string().regex(/^[A-Za-z0-9_.:-]{8,64}$/);
const When = z.string().meta({ description: 'ISO 8601 time' });
export const PageQuery = z.object({
  page: PageNumber,
  pageSize: countParam(50, 10),
});

export const depositChannelKinds = ['bank_transfer', 'gateway'] as const;
export const DepositChannel = z
  .object({
    code: z.string(),
    kind: z.enum(depositChannelKinds),
    name: z.string(),
    minAmount: MinorUnits,
    maxAmount: MinorUnits,
  })
  .meta({ id: 'DepositChannel' });
export type DepositChannel = z.infer<typeof DepositChannel>;

export const ReceivingBank = z
  .object({ bankName: z.string(), accountName: z.string(), accountNumber: z.string(), branch: z.string() })
  .meta({ id: 'ReceivingBank' });
export type ReceivingBank = z.infer<typeof ReceivingBank>;

export const CreateDepositRequest = z
  .object({
    channel: z.string().regex(/^[a-z0-9_]{1,32}$/),
    amount: Amount,
    requestId: ClientRequestId,
  })
  .meta({ id: 'CreateDepositRequest' });
export type CreateDepositRequest = z.infer<typeof CreateDepositRequest>;

export const depositStatuses = ['pending', 'credited', 'rejected', 'failed'] as const;
export type DepositStatus = (typeof depositStatuses)[number];
export const Deposit = z
  .object({
    id: z.number().int(),
    channel: z.string(),
    kind: z.enum(depositChannelKinds),
    amount: MinorUnits,
    status: z.enum(depositStatuses),
    /** Bank transfer: quote it in the transfer's description. */
    reference: z.string(),
    createdAt: When,
    creditedAt: When.nullable(),
    /** Bank transfer: where to pay. */
    receivingBank: ReceivingBank.nullable(),
    /** Gateway, while pending: where to send the member to pay. */
    redirectUrl: z.string().nullable(),
  })
  .meta({ id: 'Deposit' });
export type Deposit = z.infer<typeof Deposit>;
export const DepositPage = z.object({ list: z.array(Deposit), totalPages: z.number().int() });

export const IdParam = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

// ---------------------------------------------------------------------------------------------
// Bank cards and withdrawals.
// ---------------------------------------------------------------------------------------------

export const BankCard = z
  .object({
    id: z.number().int(),
    bankName: z.string(),
    /** Only the last 4 digits are shown. */
    accountNumberMasked: z.string(),
    payeeName: z.string(),
    createdAt: When,
  })
  .meta({ id: 'BankCard' });
export type BankCard = z.infer<typeof BankCard>;
export const MAX_BANK_CARDS = 5;

export const AddBankCardRequest = z
  .object({
    bankName: z.string().trim().min(2).max(60),
    accountNumber: z.string().regex(/^[0-9]{6,30}$/),
    payeeName: z.string().trim().min(2).max(60).regex(PERSON_NAME),
  })
  .meta({ id: 'AddBankCardRequest' });
export type AddBankCardRequest = z.infer<typeof AddBankCardRequest>;

export const WithdrawInfo = z
  .object({
    minAmount: MinorUnits,
    maxAmount: MinorUnits,
    /** No confirmation this many minutes after payment counts as received (spec section 4). */
    confirmMinutes: z.number().int(),
    payeeName: z.string().nullable(),
    hasPaymentPassword: z.boolean(),
    balance: MinorUnits,
  })
  .meta({ id: 'WithdrawInfo' });
export type WithdrawInfo = z.infer<typeof WithdrawInfo>;

export const CreateWithdrawalRequest = z
  .object({
    cardId: z.number().int().positive(),
    amount: Amount,
    paymentPassword: z.string().min(1).max(128),
    requestId: ClientRequestId,
  })
  .meta({ id: 'CreateWithdrawalRequest' });
export type CreateWithdrawalRequest = z.infer<typeof CreateWithdrawalRequest>;

export const withdrawalStatuses = ['pending', 'approved', 'rejected'] as const;
export const confirmStatuses = [
  'awaiting',
  'received',
  'not_received',
  'fully_paid',
  'auto_received',
] as const;
export type ConfirmStatus = (typeof confirmStatuses)[number];
export const Withdrawal = z
  .object({
    id: z.number().int(),
    amount: MinorUnits,
    status: z.enum(withdrawalStatuses),
    bankName: z.string(),
    accountNumberMasked: z.string(),
    createdAt: When,
    approvedAt: When.nullable(),
    confirmStatus: z.enum(confirmStatuses).nullable(),
    amountReceived: MinorUnits.nullable(),
    remainingAmount: MinorUnits.nullable(),
    /** While awaiting: after this time the withdrawal counts as received. */
    confirmDeadline: When.nullable(),
    hasProof: z.boolean(),
  })
  .meta({ id: 'Withdrawal' });
export type Withdrawal = z.infer<typeof Withdrawal>;
export const WithdrawalPage = z.object({ list: z.array(Withdrawal), totalPages: z.number().int() });

export const confirmActions = ['received', 'not_received', 'fully_paid'] as const;
export const ConfirmWithdrawalRequest = z
  .object({
    action: z.enum(confirmActions),
    /** received: how much arrived (the rest is the remaining amount); default the whole amount. */
    amountReceived: Amount.optional(),
  })
  .meta({ id: 'ConfirmWithdrawalRequest' });
export type ConfirmWithdrawalRequest = z.infer<typeof ConfirmWithdrawalRequest>;

/** Proof images (spec section 9): png or jpg, 5 MB. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** The path of a gateway's callback and of the demo gateway's page. */
export const paymentPaths = {
  callback: (gateway: string) => `/pay/callback/${gateway}`,
  demoPage: (reference: string) => `/wps/pay/demo/${reference}`,
  proof: (withdrawalId: number) => `/files/withdrawals/${withdrawalId}/proof`,
} as const;

/** The cashier's calls (paths in contract/payments/endpoints.ts, decision 064). */
export const paymentsSchemas = {
  channels: { value: z.array(DepositChannel) },
  createDeposit: { body: CreateDepositRequest, value: Deposit },
  deposits: { query: PageQuery, value: DepositPage },
  deposit: { params: IdParam, value: Deposit },
  bankCards: { value: z.array(BankCard) },
  addBankCard: { body: AddBankCardRequest, value: BankCard },
  removeBankCard: { params: IdParam, value: z.null() },
  withdrawInfo: { value: WithdrawInfo },
  createWithdrawal: { body: CreateWithdrawalRequest, value: Withdrawal },
  withdrawals: { query: PageQuery, value: WithdrawalPage },
  withdrawal: { params: IdParam, value: Withdrawal },
  confirmWithdrawal: { params: IdParam, body: ConfirmWithdrawalRequest, value: Withdrawal },
};
export type PaymentsSchemas = typeof paymentsSchemas;
// Pure: the console and chat chunks load this contract at run time without needing the calls, so
// the bundler drops them (and the endpoints) there instead of splitting a chunk the entry must name.
