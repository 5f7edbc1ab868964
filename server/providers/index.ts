import type { Config } from '../config';
import type { Logger } from '../lib/logger';
import { DevMailer } from './mail/dev';
import { SmtpMailer } from './mail/smtp';
import { DevSmsProvider } from './sms/dev';
import { HttpSmsGateway } from './sms/http-gateway';
import type { Mailer, SmsProvider } from './types';

export type Providers = { sms: SmsProvider; mailer: Mailer };

/**
 * The real adapters when configured; otherwise the development ones, which print codes and
 * links to the log so `npm start` works with nothing else running. That is said once, loudly.
 */
export function createProviders(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'smsGatewayUrl' | 'smsGatewayToken'>,
  log: Logger,
): Providers {
  const sms =
    config.smsGatewayUrl && config.smsGatewayToken
      ? new HttpSmsGateway({ url: config.smsGatewayUrl, token: config.smsGatewayToken, log })
      : new DevSmsProvider(log);
  const mailer = config.smtpUrl
    ? new SmtpMailer({ url: config.smtpUrl, from: config.mailFrom, log })
    : new DevMailer(log);
  if (sms instanceof DevSmsProvider)
    log.warn('SMS_GATEWAY_URL not set: SMS codes are printed to this log instead of being sent');
  if (mailer instanceof DevMailer)
    log.warn('SMTP_URL not set: e-mails (reset links, codes) are printed to this log instead of being sent');
  return { sms, mailer };
}
