/**
 * An online payment gateway (design section 3: server/providers/payment). The demo gateway is
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
