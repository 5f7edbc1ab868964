import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi, type Mock } from 'vitest';
import { createLaneServer, FastLane } from '../../server/fast-lane';
import type { TestApp } from './test-app';

export type LaneServer = {
  /** The app's own entry: a request the lane answered never reaches it. */
  appFetch: Mock<(req: Request) => Response | Promise<Response>>;
  /** The server's address, `http://127.0.0.1:<port>`. */
  base: string;
  close(): Promise<void>;
};

/**
 * The app served as main.ts serves it, with a feature's lane first (`putFirst`), then the fast
 * lane, then the app, on a free loopback port.
 */
export async function serveWithLaneFirst(
  t: TestApp,
  putFirst: (server: Server) => Server,
): Promise<LaneServer> {
  const appFetch = vi.fn((req: Request) => t.app.fetch(req));
  const server = putFirst(createLaneServer(appFetch, new FastLane(t.deps)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    appFetch,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
