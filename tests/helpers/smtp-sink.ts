import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type SunkMessage = {
  from: string;
  to: string[];
  /** The raw RFC 5322 message as received. */
  raw: string;
  /** The login the client used, when it authenticated. */
  user: string | undefined;
};

export type SmtpSink = {
  port: number;
  /** smtp://user:pass@127.0.0.1:port */
  url(auth?: { user: string; pass: string }): string;
  messages: SunkMessage[];
  /** Resolves with the next message (or the nth, counting from 0, if already received). */
  waitFor(count: number, timeoutMs?: number): Promise<SunkMessage[]>;
  close(): Promise<void>;
};

/**
 * A real SMTP server on 127.0.0.1 (random port) that keeps every message it is given. Plain text
 * (no STARTTLS) so tests need no certificates; AUTH is allowed over it and checked against
 * `accept` when given. `failWith` makes it refuse every message with that SMTP response code.
 */
export async function startSmtpSink(
  opts: { accept?: { user: string; pass: string }; failWith?: number } = {},
): Promise<SmtpSink> {
  const messages: SunkMessage[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: !opts.accept,
    logger: false,
    onAuth(auth, _session, cb) {
      const ok = opts.accept && auth.username === opts.accept.user && auth.password === opts.accept.pass;
      if (!ok) return cb(new Error('Invalid username or password'));
      cb(null, { user: auth.username });
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (opts.failWith) {
          return cb(Object.assign(new Error('refused by the sink'), { responseCode: opts.failWith }));
        }
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        waiters.splice(0).forEach((w) => w());
        cb();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    messages,
    url: (auth) =>
      auth
        ? `smtp://${encodeURIComponent(auth.user)}:${encodeURIComponent(auth.pass)}@127.0.0.1:${port}`
        : `smtp://127.0.0.1:${port}`,
    async waitFor(count, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`SMTP sink: ${messages.length} of ${count} messages`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
