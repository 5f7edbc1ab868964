import http from 'node:http';
import type { Send } from '../../server/house/client';

/**
 * The bench's way to the server for signed seamless calls: `node:http` on kept-alive sockets.
 * `fetch` (undici) cost the bench's own process about 0.3 ms of CPU a call more (measured against
 * a bare server, 100 connections): on 2 cores shared with the server and PostgreSQL, the load
 * generator took a third of a round's CPU. Each call is still signed by the caller
 * (seamlessClient), as a provider does; only the transport is leaner.
 */
export function httpSend(base: string, connections: number): Send {
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  return (path, init) =>
    new Promise((resolve, reject) => {
      const body = typeof init.body === 'string' ? init.body : '';
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method: init.method ?? 'GET',
          agent,
          headers: { ...(init.headers as Record<string, string>), 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({
              status: res.statusCode ?? 0,
              json: () => Promise.resolve(JSON.parse(text) as unknown),
            });
          });
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}
