import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the browser tests: the platform sends its e-mails here over SMTP, and
 * each message is written to `dir` as a file the tests read (newest last).
 */
export async function startMailSink(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        n += 1;
        const file = path.join(dir, `${String(n).padStart(4, '0')}-${to.replace(/[^a-z0-9@.]/gi, '_')}.eml`);
        fs.writeFileSync(file, Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(() => r())) };
}

/** The newest message to `to`, decoded enough to find links and codes in it. */
export function lastMailTo(dir: string, to: string): string | undefined {
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.includes(to))
        .sort()
    : [];
  const file = files.at(-1);
  if (!file) return undefined;
  const raw = fs.readFileSync(path.join(dir, file), 'utf8');
  // Undo quoted-printable soft breaks and escapes so URLs and codes read whole.
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}
