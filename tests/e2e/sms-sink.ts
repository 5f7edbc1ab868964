import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/**
 * An HTTP SMS gateway for the browser tests (the platform's generic gateway: POST {to, text} with
 * a bearer token): each message is written to `dir` as a file the tests read (newest last), as
 * the mail sink does for e-mails.
 */
export async function startSmsSink(dir: string): Promise<{ url: string; token: string }> {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const token = 'e2e-sms-sink';
  let n = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.headers.authorization !== `Bearer ${token}`) {
        res.writeHead(401).end();
        return;
      }
      const { to, text } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { to: string; text: string };
      n += 1;
      fs.writeFileSync(
        path.join(dir, `${String(n).padStart(4, '0')}-${to.replace(/[^0-9+]/g, '_')}.txt`),
        text,
      );
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/sms`, token };
}

/** The code (6 digits) of the newest SMS to `to` (E.164), if one came. */
export function lastSmsCode(dir: string, to: string): string | undefined {
  const files = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(`-${to}.txt`))
        .sort()
    : [];
  const file = files.at(-1);
  if (!file) return undefined;
  return /\b(\d{6})\b/.exec(fs.readFileSync(path.join(dir, file), 'utf8'))?.[1];
}
