import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from '../../core/context/logger';
import { DeliveryError, type MailMessage, type Mailer } from '../../core/context/ports';

export type SmtpMailerOptions = {
  /** smtp://user:pass@host:587 (STARTTLS when offered) or smtps://user:pass@host:465. */
  url: string;
  from: string;
  /** Connection, greeting and socket timeouts. */
  timeoutMs?: number;
  log?: Logger;
};

/**
 * nodemailer reads either a URL or an options object, not both; we need both (the URL from the
 * environment, our timeouts), so the URL is turned into options here. Query parameters pass
 * through ('true'/'false' and numbers converted), e.g. `?pool=true`.
 */
export function smtpOptionsFrom(url: string): Record<string, unknown> {
  const u = new URL(url);
  const secure = u.protocol === 'smtps:';
  const out: Record<string, unknown> = {
    host: u.hostname.replace(/^\[|\]$/g, ''),
    port: u.port ? Number(u.port) : secure ? 465 : 587,
    secure,
  };
  if (u.username) out.auth = { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) };
  for (const [k, v] of u.searchParams) {
    out[k] = v === 'true' ? true : v === 'false' ? false : /^\d+$/.test(v) ? Number(v) : v;
  }
  return out;
}

/** `someone@example.com` → `s***@example.com`. */
export function maskAddress(to: string): string {
  const at = to.lastIndexOf('@');
  return at < 1 ? '***' : `${to[0]}***${to.slice(at)}`;
}

/**
 * E-mail over SMTP with nodemailer. Bodies hold reset links and codes, so only the masked
 * recipient and the outcome are logged.
 */
export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly opts: SmtpMailerOptions) {
    const timeout = opts.timeoutMs ?? 15_000;
    this.transport = nodemailer.createTransport({
      ...smtpOptionsFrom(opts.url),
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  }

  async send(message: MailMessage): Promise<void> {
    const to = maskAddress(message.to);
    try {
      const info = await this.transport.sendMail({
        from: this.opts.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
      if (info.rejected.length > 0)
        throw Object.assign(new Error('recipient rejected'), { responseCode: 550 });
      this.opts.log?.debug({ mail: { to } }, 'e-mail sent');
    } catch (err) {
      throw this.toDeliveryError(err, to);
    }
  }

  /** Stop pooled connections (there are none unless the URL asks for ?pool=true). */
  close(): void {
    this.transport.close();
  }

  private toDeliveryError(err: unknown, to: string): DeliveryError {
    const e = err as { code?: string; responseCode?: number; message?: string };
    this.opts.log?.warn({ mail: { to }, smtpCode: e.code, responseCode: e.responseCode }, 'e-mail not sent');
    if (e.code === 'ETIMEDOUT') return new DeliveryError('mail', 'timeout', 'SMTP server timed out');
    if (e.code === 'ECONNECTION' || e.code === 'ESOCKET' || e.code === 'EDNS')
      return new DeliveryError('mail', 'unreachable', 'SMTP server unreachable');
    if (e.code === 'EAUTH') return new DeliveryError('mail', 'rejected', 'SMTP login refused');
    const status = e.responseCode;
    if (status && status >= 400 && status < 500)
      return new DeliveryError('mail', 'throttled', 'SMTP server deferred the message', status);
    if (status && status >= 500) return new DeliveryError('mail', 'rejected', 'SMTP server refused', status);
    return new DeliveryError('mail', 'server', 'SMTP send failed');
  }
}
