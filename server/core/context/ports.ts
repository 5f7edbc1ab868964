/**
 * The outside world we cannot reach in development or tests sits behind these interfaces:
 * a real adapter configured by environment, and a development one that works on `npm start`.
 */
export type SmsMessage = { to: string; text: string };
export interface SmsProvider {
  send(message: SmsMessage): Promise<void>;
}

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * A message the outside service did not take. `reason` is what callers act on; the message never
 * holds the text that was to be sent (it may carry a code).
 */
export class DeliveryError extends Error {
  constructor(
    readonly channel: 'sms' | 'mail',
    readonly reason: 'timeout' | 'unreachable' | 'rejected' | 'throttled' | 'server',
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/**
 * An online payment gateway (design section 3). The demo gateway (server/providers/payment) is
 * one adapter; a real one (VNPay, a PSP) is another of the same shape.
 */
export type PaymentOrder = {
  /** Our deposit reference: the gateway's order id. */
  reference: string;
  /** The member who started the payment. */
  accountId: number;
  amount: bigint;
  currency: string;
  /** Where the gateway sends the member back to (our PWA). */
  returnUrl: string;
};

/** A verified callback: what the gateway says happened to an order. */
export type PaymentCallback = {
  reference: string;
  /** The gateway's own id of the payment: the idempotency key of the credit. */
  gatewayReference: string;
  amount: bigint;
  status: 'paid' | 'failed';
};

export interface PaymentGateway {
  readonly code: string;
  /** Registers the order at the gateway and says where to send the member to pay. */
  createPayment(order: PaymentOrder): Promise<{ redirectUrl: string }>;
  /**
   * Verifies the callback's signature over its raw body and parses it; throws INVALID_SIGNATURE
   * (forged, unsigned, tampered) or BAD_REQUEST (not the gateway's format). Never trusts a field
   * before the signature checks out.
   */
  verifyCallback(rawBody: string, headers: Headers, now: number): PaymentCallback;
}

/** The gateway adapters by code (a deposit channel's `gateway` column names one). */
export type PaymentGateways = ReadonlyMap<string, PaymentGateway>;

/**
 * The house game provider's play-money wallets for a trial account's free play: the provider's
 * own balance, never linked to the operator's ledger. Answers the wallet's token.
 */
export interface DemoWallets {
  open(vendorCode: string): Promise<string>;
}
