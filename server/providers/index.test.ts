import { describe, expect, it } from 'vitest';
import { loadConfig } from '../core/context/config';
import { createLogger } from '../core/context/logger';
import { createProviders } from './index';
import { DevMailer } from './mail/dev';
import { SmtpMailer } from './mail/smtp';
import { DevSmsProvider } from './sms/dev';
import { HttpSmsGateway } from './sms/http-gateway';

const log = createLogger('silent');
const base = { mailFrom: 'Lobby <no-reply@localhost>', smtpUrl: undefined, smsGatewayUrl: undefined };

describe('createProviders', () => {
  it('uses the development providers when nothing is configured', () => {
    const p = createProviders({ ...base, smsGatewayToken: undefined }, log);
    expect(p.sms).toBeInstanceOf(DevSmsProvider);
    expect(p.mailer).toBeInstanceOf(DevMailer);
  });

  it('uses SMTP and the HTTP gateway when configured', () => {
    const p = createProviders(
      {
        ...base,
        smtpUrl: 'smtp://u:p@127.0.0.1:2525',
        smsGatewayUrl: 'https://sms.example/send',
        smsGatewayToken: 't',
      },
      log,
    );
    expect(p.sms).toBeInstanceOf(HttpSmsGateway);
    expect(p.mailer).toBeInstanceOf(SmtpMailer);
  });
});

describe('production senders', () => {
  it('refuses to start in production without SMTP and an SMS gateway unless told to', () => {
    const prod = loadConfig({ NODE_ENV: 'production' });
    expect(() => createProviders(prod, log)).toThrow(/SMTP_URL and SMS_GATEWAY_URL/);
    expect(() => createProviders({ ...prod, smtpUrl: 'smtp://u:p@127.0.0.1:2525' }, log)).toThrow(
      /set SMS_GATEWAY_URL \(/,
    );
    const allowed = loadConfig({ NODE_ENV: 'production', ALLOW_DEV_SENDERS: '1' });
    expect(createProviders(allowed, log).mailer).toBeInstanceOf(DevMailer);
    const real = createProviders(
      {
        ...prod,
        smtpUrl: 'smtp://u:p@127.0.0.1:2525',
        smsGatewayUrl: 'https://sms.example/send',
        smsGatewayToken: 't',
      },
      log,
    );
    expect(real.mailer).toBeInstanceOf(SmtpMailer);
  });

  it('lets development (the default, npm start) print codes to the log', () => {
    const dev = loadConfig({});
    expect(dev.env).toBe('development');
    expect(createProviders(dev, log).sms).toBeInstanceOf(DevSmsProvider);
  });
});

describe('the demo payment gateway setting', () => {
  it('is on in development, off in production and test unless DEMO_PAYMENTS says otherwise', () => {
    expect(loadConfig({}).demoPayments).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).demoPayments).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).demoPayments).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_PAYMENTS: '1' }).demoPayments).toBe(true);
    expect(loadConfig({ DEMO_PAYMENTS: '0' }).demoPayments).toBe(false);
  });
});

describe('provider settings in the environment', () => {
  it('need a token with an SMS gateway, treat empty as unset, and keep only the origin of PUBLIC_URL', () => {
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'https://sms.example/send' })).toThrow(/SMS_GATEWAY_TOKEN/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL/);
    const c = loadConfig({
      SMTP_URL: '',
      SMS_GATEWAY_URL: '',
      PUBLIC_URL: 'https://lobby.example/some/path',
    });
    expect(c).toMatchObject({
      smtpUrl: undefined,
      smsGatewayUrl: undefined,
      publicUrl: 'https://lobby.example',
      mailFrom: 'Lobby <no-reply@localhost>',
    });
  });
});
