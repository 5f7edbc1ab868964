import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { DeliveryError } from '../../core/context/ports';
import { HttpSmsGateway, maskNumber } from './http-gateway';

type Seen = {
  method: string;
  path: string;
  auth: string | undefined;
  type: string | undefined;
  body: unknown;
};
let server: Server;
let url: string;
let seen: Seen[] = [];
/** What the gateway answers next: a status, or 'hang' to never answer. */
let answer: number | 'hang' = 200;

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      seen.push({
        method: req.method!,
        path: req.url!,
        auth: req.headers.authorization,
        type: req.headers['content-type'],
        body,
      });
      if (answer === 'hang') return;
      res.writeHead(answer, { 'content-type': 'application/json' }).end('{"id":"m-1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/messages`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen = [];
  answer = 200;
});

describe('HttpSmsGateway against a local HTTP server', () => {
  it('POSTs {to, text} as JSON with the bearer token', async () => {
    const gw = new HttpSmsGateway({ url, token: 'tok-123' });
    await gw.send({ to: '+84901234567', text: 'Code 123456' });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/v1/messages',
        auth: 'Bearer tok-123',
        type: 'application/json',
        body: { to: '+84901234567', text: 'Code 123456' },
      },
    ]);
  });

  it.each([
    [400, 'rejected'],
    [401, 'rejected'],
    [429, 'throttled'],
    [500, 'server'],
    [503, 'server'],
  ] as const)('maps HTTP %i to %s', async (status, reason) => {
    answer = status;
    const err = await new HttpSmsGateway({ url, token: 't' })
      .send({ to: '+84901234567', text: 'x' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DeliveryError);
    expect(err).toMatchObject({ channel: 'sms', reason, status });
  });

  it('gives up after its timeout', async () => {
    answer = 'hang';
    const started = Date.now();
    const err = await new HttpSmsGateway({ url, token: 't', timeoutMs: 300 })
      .send({ to: '+84901234567', text: 'x' })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'DeliveryError', reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('reports an unreachable gateway', async () => {
    const err = await new HttpSmsGateway({ url: 'http://127.0.0.1:1/x', token: 't' })
      .send({ to: '+84901234567', text: 'x' })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ name: 'DeliveryError', reason: 'unreachable' });
  });

  it('never writes the text to the log, even on failure', async () => {
    const lines: string[] = [];
    const testLog = pino({ level: 'debug' }, { write: (l: string) => lines.push(l) });
    answer = 500;
    await new HttpSmsGateway({ url, token: 'secret-token', log: testLog })
      .send({ to: '+84901234567', text: 'Your code 654321' })
      .catch(() => undefined);
    answer = 200;
    await new HttpSmsGateway({ url, token: 'secret-token', log: testLog }).send({
      to: '+84901234567',
      text: 'Your code 654321',
    });
    const all = lines.join('\n');
    expect(lines.length).toBeGreaterThanOrEqual(2);
    expect(all).not.toContain('654321');
    expect(all).not.toContain('secret-token');
    expect(all).not.toContain('+84901234567');
    expect(all).toContain(maskNumber('+84901234567'));
  });
});
