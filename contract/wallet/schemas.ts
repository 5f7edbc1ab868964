import { z } from 'zod';
import { SignedMinorUnits } from '../primitives';
import { envelope, ErrorEnvelope } from '../envelope';
import { ErrorCode } from '../errors';

export { CURRENCY, CURRENCY_SYMBOL } from '../currency';

/** Largest amount one call may move: well inside bigint, and inside 2^53 for any JS reader. */
export const MAX_AMOUNT = 10n ** 15n;

/**
 * An amount in minor units on the wire: a decimal integer string ("1500") or a JSON integer
 * (safe range only), greater than zero. No signs, decimals, exponents or leading zeros.
 */
export const Amount = z
  .union([z.string().regex(/^[1-9][0-9]{0,15}$/), z.number().int().positive().max(Number.MAX_SAFE_INTEGER)])
  .transform((v, ctx) => {
    const n = BigInt(v);
    if (n > MAX_AMOUNT) {
      ctx.addIssue({ code: 'custom', message: `at most ${MAX_AMOUNT}` });
      return z.NEVER;
    }
    return n;
  })
  .meta({ id: 'Amount', description: 'Minor units, > 0: a decimal string or a safe JSON integer' });

/** Like Amount but 0 is allowed (a losing round settles with a win of 0). */
export const AmountOrZero = z
  .union([z.literal('0'), z.literal(0), Amount])
  .transform((v) => (typeof v === 'bigint' ? v : 0n));

/** A balance on the wire: minor units as a decimal string. */

// ---------------------------------------------------------------------------------------------
// Member wallet calls (spec section 7).
// ---------------------------------------------------------------------------------------------

/** A vendor code as a wallet name ('main' is the main wallet). */
const VendorCode = z.string().regex(/^[A-Za-z0-9_]{1,32}$/);
export const WalletName = z.union([z.literal('main'), VendorCode]);

export const VendorWallet = z
  .object({ vendor: z.string(), balance: SignedMinorUnits })
  .meta({ id: 'VendorWallet' });

export const WalletBalance = z
  .object({
    currency: z.string(),
    currencySymbol: z.string(),
    /** The main wallet, minor units. */
    balance: SignedMinorUnits,
    /** Vendor wallets (transfer mode), those the member has opened. */
    wallets: z.array(VendorWallet),
  })
  .meta({ id: 'WalletBalance' });
export type WalletBalance = z.infer<typeof WalletBalance>;

export const MerchantWallet = z
  .object({ isSingle: z.boolean().meta({ description: 'One wallet for all games; no transfers' }) })
  .meta({ id: 'MerchantWallet' });

export const WalletTransferRequest = z
  .object({
    from: WalletName,
    to: WalletName,
    amount: Amount,
    /** The client's idempotency key: a retry with the same key changes nothing. */
    requestId: z.string().regex(/^[A-Za-z0-9_.:-]{8,64}$/),
  })
  .refine((b) => b.from !== b.to, { message: 'from and to must differ', path: ['to'] })
  .refine((b) => b.from === 'main' || b.to === 'main', {
    message: 'one side must be the main wallet',
    path: ['to'],
  })
  .meta({ id: 'WalletTransferRequest' });
export type WalletTransferRequest = z.infer<typeof WalletTransferRequest>;

export const WalletTransferResult = WalletBalance.extend({
  /** The ledger transaction of this transfer (the same one on a replay). */
  transactionId: z.number().int(),
}).meta({ id: 'WalletTransferResult' });

/** Consolidated contract info (spec section 3); the agent issue fills the contract fields. */
export const ConsolidatedFunds = z
  .object({
    dailysalreqtype: z.number().int(),
    divtypereq: z.number().int(),
    contracthoursalreq: z.number().int(),
    realtimesalreqtype: z.number().int(),
    currency: z.string(),
    balance: SignedMinorUnits,
  })
  .meta({ id: 'ConsolidatedFunds' });

/** The member's wallet calls of spec section 7 (paths in contract/wallet/endpoints.ts, decision 064). */
export const walletSchemas = {
  balance: { value: WalletBalance },
  merchantWallet: { value: MerchantWallet },
  transfer: { body: WalletTransferRequest, value: WalletTransferResult },
  consolidated: { value: ConsolidatedFunds },
};
export type WalletSchemas = typeof walletSchemas;

// ---------------------------------------------------------------------------------------------
// Seamless wallet protocol, operator side: the game provider calls these (design section 6).
// ---------------------------------------------------------------------------------------------

export const seamlessActions = ['authenticate', 'balance', 'bet', 'win', 'rollback', 'jackpot'] as const;
export type SeamlessAction = (typeof seamlessActions)[number];

/** Provider ids (transaction, round, game): printable, bounded. */
const ProviderId = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/);
const PlayerId = z.string().regex(/^[1-9][0-9]{0,18}$/);
const LaunchToken = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

export const SeamlessAuthenticate = z.object({ token: LaunchToken }).meta({ id: 'SeamlessAuthenticate' });
export const SeamlessBalance = z.object({ playerId: PlayerId }).meta({ id: 'SeamlessBalance' });
export const SeamlessBet = z
  .object({
    /** The live launch token of the session the bet is placed in. */
    token: LaunchToken,
    playerId: PlayerId,
    transactionId: ProviderId,
    roundId: ProviderId,
    gameCode: ProviderId,
    amount: Amount,
  })
  .meta({ id: 'SeamlessBet' });
export const SeamlessWin = z
  .object({
    playerId: PlayerId,
    transactionId: ProviderId,
    /** The bet this win pays; or roundId (the round's latest bet). */
    betTransactionId: ProviderId.optional(),
    roundId: ProviderId.optional(),
    amount: AmountOrZero,
    /**
     * The part of the bet's stake that counts as a valid bet (turnover, rebate): hedged stakes on
     * both sides of one round cancel. Absent: the whole stake. Capped at the stake.
     */
    validBet: AmountOrZero.optional(),
  })
  .refine((b) => b.betTransactionId !== undefined || b.roundId !== undefined, {
    message: 'betTransactionId or roundId is required',
    path: ['betTransactionId'],
  })
  .meta({ id: 'SeamlessWin' });
export const SeamlessRollback = z
  .object({ playerId: PlayerId, transactionId: ProviderId, referenceTransactionId: ProviderId })
  .meta({ id: 'SeamlessRollback' });

/**
 * The provider's report that a settled bet's round drew the operator's progressive jackpot
 * (decision 061): the operator pays its pool, whatever it holds, once per bet. The round's
 * fairness data lets anyone re-derive the draw once the server seed is revealed.
 */
export const SeamlessJackpot = z
  .object({
    playerId: PlayerId,
    transactionId: ProviderId,
    betTransactionId: ProviderId,
    serverSeedHash: z.string().regex(/^[0-9a-f]{64}$/),
    clientSeed: z.string().min(1).max(100),
    nonce: z.number().int().min(0),
  })
  .meta({ id: 'SeamlessJackpot' });

export type SeamlessAuthenticate = z.infer<typeof SeamlessAuthenticate>;
export type SeamlessBalance = z.infer<typeof SeamlessBalance>;
export type SeamlessBet = z.infer<typeof SeamlessBet>;
export type SeamlessWin = z.infer<typeof SeamlessWin>;
export type SeamlessRollback = z.infer<typeof SeamlessRollback>;
export type SeamlessJackpot = z.infer<typeof SeamlessJackpot>;

export const seamlessRequestOf = {
  authenticate: SeamlessAuthenticate,
  balance: SeamlessBalance,
  bet: SeamlessBet,
  win: SeamlessWin,
  rollback: SeamlessRollback,
  jackpot: SeamlessJackpot,
} as const;

/** Every successful seamless answer (the envelope's value). */
export const SeamlessAnswer = z
  .object({
    status: z.literal('OK'),
    playerId: z.string(),
    currency: z.string(),
    /** The player's wallet after this call (on a replay: as it was after the first call). */
    balance: SignedMinorUnits,
    /** bet, win, rollback: the provider's id echoed. */
    transactionId: z.string().optional(),
    /** jackpot: the pool paid to the player. */
    amount: SignedMinorUnits.optional(),
  })
  .meta({ id: 'SeamlessAnswer' });
export type SeamlessAnswer = z.infer<typeof SeamlessAnswer>;
export const SeamlessResponse = envelope(SeamlessAnswer);

/** A refused seamless call: the envelope with the code, and the balance when the player is known. */
export const SeamlessErrorResponse = ErrorEnvelope.extend({
  value: z
    .object({
      status: ErrorCode,
      playerId: z.string().optional(),
      currency: z.string().optional(),
      balance: SignedMinorUnits.optional(),
    })
    .nullable(),
}).meta({ id: 'SeamlessErrorResponse' });

/** Headers of every seamless call. */
export const SEAMLESS_HEADERS = {
  signature: 'x-signature',
  timestamp: 'x-timestamp',
  nonce: 'x-nonce',
} as const;
/** How far X-Timestamp may be from our clock, and how long a nonce is remembered. */
export const SEAMLESS_CLOCK_SKEW_MS = 30_000;
export const SEAMLESS_NONCE_TTL_MS = 5 * 60_000;
