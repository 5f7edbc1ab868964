import { expect } from 'vitest';

/**
 * A rate limit's edge: `send(i)` for i = 0 .. allowed-1 must each pass (200), and the next one,
 * `send(allowed)`, must be refused (429). Answers the refused response, for the caller to check
 * its Retry-After and error envelope.
 */
export async function expectRefusedAfter(
  allowed: number,
  send: (i: number) => Response | Promise<Response>,
): Promise<Response> {
  for (let i = 0; i < allowed; i++) expect((await send(i)).status).toBe(200);
  const over = await send(allowed);
  expect(over.status).toBe(429);
  return over;
}
