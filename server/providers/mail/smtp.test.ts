import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpSink, type SmtpSink } from '../../../tests/helpers/smtp-sink';
import { DeliveryError } from '../../core/context/ports';
import { maskAddress, SmtpMailer, smtpOptionsFrom } from './smtp';

let sink: SmtpSink;
const auth = { user: 'mailer@example.test', pass: 'p@ss word/1' };
beforeAll(async () => {
  sink = await startSmtpSink({ accept: auth });
});
afterAll(() => sink.close());

describe('SmtpMailer against a real SMTP server', () => {
  it('logs in and delivers the message with our From, subject and UTF-8 text', async () => {
    const mailer = new SmtpMailer({ url: sink.url(auth), from: 'Lobby <no-reply@lobby.test>' });
    await mailer.send({
      to: 'player@example.test',
      subject: 'Đặt lại mật khẩu / Reset your password',
      text: 'Xin chào — https://lobby.test/forget?resetToken=abc',
      html: '<p>Xin chào</p>',
    });
    const [msg] = await sink.waitFor(1);
    expect(msg!.user).toBe(auth.user);
    expect(msg!.from).toBe('no-reply@lobby.test');
    expect(msg!.to).toEqual(['player@example.test']);
    expect(msg!.raw).toMatch(/^From: Lobby <no-reply@lobby\.test>/m);
    expect(msg!.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(msg!.raw).toContain('multipart/alternative');
    mailer.close();
  });

  it('reports a refused login as a rejected DeliveryError', async () => {
    const mailer = new SmtpMailer({
      url: sink.url({ user: auth.user, pass: 'wrong' }),
      from: 'no-reply@lobby.test',
    });
    const err = await mailer.send({ to: 'a@example.test', subject: 's', text: 't' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeliveryError);
    expect(err).toMatchObject({ channel: 'mail', reason: 'rejected' });
  });

  it('reports a refused message with its SMTP status', async () => {
    const failing = await startSmtpSink({ failWith: 554 });
    try {
      const mailer = new SmtpMailer({ url: failing.url(), from: 'no-reply@lobby.test' });
      const err = await mailer
        .send({ to: 'a@example.test', subject: 's', text: 't' })
        .catch((e: unknown) => e);
      expect(err).toMatchObject({ name: 'DeliveryError', reason: 'rejected', status: 554 });
      expect(failing.messages).toHaveLength(0);
    } finally {
      await failing.close();
    }
  });

  it('reports an unreachable server, quickly', async () => {
    const closed = await startSmtpSink();
    const url = closed.url();
    await closed.close();
    const mailer = new SmtpMailer({ url, from: 'no-reply@lobby.test', timeoutMs: 2_000 });
    const err = await mailer.send({ to: 'a@example.test', subject: 's', text: 't' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'DeliveryError', reason: 'unreachable' });
  });
});

describe('smtpOptionsFrom', () => {
  it('reads scheme, host, port, credentials and query options', () => {
    expect(smtpOptionsFrom('smtps://u%40x:p%2Fw@mail.example:2465?pool=true&maxConnections=3')).toEqual({
      host: 'mail.example',
      port: 2465,
      secure: true,
      auth: { user: 'u@x', pass: 'p/w' },
      pool: true,
      maxConnections: 3,
    });
    expect(smtpOptionsFrom('smtp://mail.example')).toEqual({
      host: 'mail.example',
      port: 587,
      secure: false,
    });
  });

  it('masks addresses for logs', () => {
    expect(maskAddress('someone@example.com')).toBe('s***@example.com');
    expect(maskAddress('bad')).toBe('***');
  });
});
