import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawalProof } from '../../../contract/payments/endpoints';
import { PROOF_MAX_BYTES } from '../../../contract/payments/schemas';
import { createMember } from '../../../tests/helpers/factories';
import { serveWithLaneFirst, type LaneServer } from '../../../tests/helpers/lanes';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { createSession } from '../sessions/sessions';
import { DRAIN_MAX_BYTES } from './limit-body';

let t: TestApp;
let served: LaneServer;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  served = await serveWithLaneFirst(t, (server) => server);
  const member = await createMember(t.database.db);
  ({ token } = await createSession(t.database.db, {
    accountId: member.accountId,
    ip: '127.0.0.1',
    userAgent: 't',
  }));
});
afterAll(async () => {
  await served.close();
  await t.close();
});

const SIX_MB = 6 * 1024 * 1024;
const CHUNK = 64 * 1024;
const path = withdrawalProof.replace('{id}', '1');

type Outcome = { response: string; error?: string; wroteAll: boolean };

/** Writes `data` and waits until the socket has taken it (a slow writer waits for the network too). */
const write = (socket: Socket, data: string | Buffer) =>
  new Promise<void>((resolve, reject) => socket.write(data, (err) => (err ? reject(err) : resolve())));

/**
 * A proof upload as a phone on a slow uplink sends it, over a raw socket: the headers, then the
 * body in 64 KiB pieces a few milliseconds apart (over a second in all, longer than a server that
 * gives up reading after its answer waits), read back only as a browser does, in full at the end.
 */
async function slowUpload(size: number, chunked: boolean): Promise<Outcome> {
  const port = Number(new URL(served.base).port);
  const socket = connect(port, '127.0.0.1');
  const received: Buffer[] = [];
  let error: string | undefined;
  socket.on('data', (b: Buffer) => received.push(b));
  socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let wroteAll = false;
  try {
    await write(
      socket,
      [
        `POST ${path} HTTP/1.1`,
        'Host: 127.0.0.1',
        `Authorization: Bearer ${token}`,
        'Content-Type: image/png',
        chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${size}`,
        '',
        '',
      ].join('\r\n'),
    );
    const piece = Buffer.alloc(CHUNK, 0x41);
    for (let sent = 0; sent < size; sent += CHUNK) {
      const part = piece.subarray(0, Math.min(CHUNK, size - sent));
      await write(
        socket,
        chunked
          ? Buffer.concat([Buffer.from(`${part.length.toString(16)}\r\n`), part, Buffer.from('\r\n')])
          : part,
      );
      await sleep(12);
    }
    if (chunked) await write(socket, '0\r\n\r\n');
    wroteAll = true;
    // The answer, read once everything is sent; then the client hangs up.
    for (let i = 0; i < 100 && !Buffer.concat(received).includes('\r\n\r\n'); i++) await sleep(20);
    await sleep(50);
    socket.end();
  } catch (e) {
    error ??= (e as NodeJS.ErrnoException).code ?? String(e);
  }
  await Promise.race([closed, sleep(2_000)]);
  socket.destroy();
  return { response: Buffer.concat(received).toString('latin1'), error, wroteAll };
}

describe('a body over the limit gets its 413 (limit-body.ts)', () => {
  it.each([
    ['of declared length', false],
    ['streamed in chunks', true],
  ])(
    'answers a 6 MB proof %s, sent slowly, with 413 and no reset, several times in a row',
    async (_n, chunked) => {
      expect(SIX_MB).toBeGreaterThan(PROOF_MAX_BYTES);
      for (let run = 0; run < 3; run++) {
        const out = await slowUpload(SIX_MB, chunked);
        expect(out.error, `run ${run}`).toBeUndefined();
        expect(out.wroteAll).toBe(true);
        expect(out.response).toMatch(/^HTTP\/1\.1 413 /);
        expect(out.response).toContain('"code":"PAYLOAD_TOO_LARGE"');
      }
    },
    60_000,
  );

  it('answers at once, closing the connection, a body declared past what it would read', async () => {
    const port = Number(new URL(served.base).port);
    const socket = connect(port, '127.0.0.1');
    const received: Buffer[] = [];
    socket.on('data', (b: Buffer) => received.push(b));
    socket.on('error', () => undefined);
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: image/png\r\nContent-Length: ${DRAIN_MAX_BYTES + 1}\r\n\r\n`,
    );
    for (let i = 0; i < 100 && !Buffer.concat(received).includes('\r\n\r\n'); i++) await sleep(20);
    socket.destroy();
    const head = Buffer.concat(received).toString('latin1').split('\r\n\r\n')[0]!.toLowerCase();
    expect(head).toMatch(/^http\/1\.1 413 /);
    expect(head).toContain('connection: close');
  });
});
