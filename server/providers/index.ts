import type { Config } from '../core/context/config';
import type { Logger } from '../core/context/logger';
import { DevMailer } from './mail/dev';
import { SmtpMailer } from './mail/smtp';
import { DevSmsProvider } from './sms/dev';
import { HttpSmsGateway } from './sms/http-gateway';
import type { Mailer, SmsProvider } from '../core/context/ports';

export type Providers = { sms: SmsProvider; mailer: Mailer };

/**
 * The real adapters when configured; otherwise the development ones, which print codes and
 * links to the log so `npm start` works with nothing else running. That is said once, loudly.
 */
export function createProviders(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'smsGatewayUrl' | 'smsGatewayToken'> &
    Partial<Pick<Config, 'env' | 'allowDevSenders'>>,
  log: Logger,
): Providers {
  requireRealSenders(config);
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

/**
 * In production the development senders would put reset links and codes in the log, where
 * whoever reads it could take over accounts: the server refuses to start without SMTP_URL and
 * SMS_GATEWAY_URL, unless ALLOW_DEV_SENDERS=1 says that is meant (a closed test deployment).
 */
export function requireRealSenders(
  config: Pick<Config, 'smtpUrl' | 'smsGatewayUrl'> & Partial<Pick<Config, 'env' | 'allowDevSenders'>>,
): void {
  if (config.env !== 'production' || config.allowDevSenders) return;
  const missing = [config.smtpUrl ? '' : 'SMTP_URL', config.smsGatewayUrl ? '' : 'SMS_GATEWAY_URL'].filter(
    Boolean,
  );
  if (missing.length > 0)
    throw new Error(
      `NODE_ENV=production needs real senders: set ${missing.join(' and ')} (otherwise reset links and ` +
        'codes are printed to the log), or ALLOW_DEV_SENDERS=1 to accept that.',
    );
}
