import type { Logger } from '../../core/context/logger';
import type { MailMessage, Mailer } from '../../core/context/ports';

/**
 * Development mail: keeps what it was asked to send and prints it on the terminal, so reset
 * links work on `npm start` without an SMTP server. Never used when SMTP_URL is set.
 */
export class DevMailer implements Mailer {
  readonly sent: MailMessage[] = [];

  constructor(private readonly log?: Logger) {}

  async send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    if (this.sent.length > 1000) this.sent.shift();
    this.log?.info(
      { mail: { to: message.to, subject: message.subject, text: message.text } },
      'development e-mail (no SMTP_URL set)',
    );
  }
}
