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
