import type { Logger } from '../../core/context/logger';
import type { SmsMessage, SmsProvider } from '../../core/context/ports';

/**
 * Development SMS: keeps the messages it was asked to send (tests read them) and prints them on
 * the terminal, so the codes are usable on `npm start` without a gateway. Never used when an
 * SMS gateway is configured.
 */
export class DevSmsProvider implements SmsProvider {
  readonly sent: SmsMessage[] = [];

  constructor(private readonly log?: Logger) {}

  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
    if (this.sent.length > 1000) this.sent.shift();
    // Development only: the message holds a code, which is why it may be printed here at all.
    this.log?.info(
      { sms: { to: message.to, text: message.text } },
      'development SMS (no gateway configured)',
    );
  }

  /** The last message to a number, for tests. */
  lastTo(to: string): SmsMessage | undefined {
    return this.sent.findLast((m) => m.to === to);
  }
}
