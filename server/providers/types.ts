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
