import { randomBytes } from 'node:crypto';
import { SEAMLESS_HEADERS, type SeamlessAction } from '../../contract/wallet/schemas';
import { signSeamless } from '../core/sessions/signature';

/**
 * How the client reaches the operator: `app.request` in tests, `fetch` against a server, or the
 * bench's plain `node:http` sender (tests/perf/http-send.ts). Only the status and the JSON body
 * are read.
 */
export type Send = (
  path: string,
  init: RequestInit,
) => Pick<Response, 'status' | 'json'> | Promise<Pick<Response, 'status' | 'json'>>;

export type SeamlessReply = {
  status: number;
  body: { success: boolean; code: string; value: Record<string, unknown> | null };
};

/**
 * The provider side of the seamless protocol: signs and sends calls to the operator endpoints.
 * Used by tests and the bench now; the house game engines will use it to settle rounds.
 * `tamper` lets tests send a stale timestamp, a reused nonce or a wrong signature.
 */
export function seamlessClient(opts: { secret: string; vendor: string; send: Send }) {
  async function call(
    action: SeamlessAction,
    body: unknown,
    tamper: { timestamp?: string; nonce?: string; signature?: string; rawBody?: string } = {},
  ): Promise<SeamlessReply> {
    const raw = tamper.rawBody ?? JSON.stringify(body);
    const timestamp = tamper.timestamp ?? String(Date.now());
    const nonce = tamper.nonce ?? randomBytes(16).toString('base64url');
    const signature = tamper.signature ?? signSeamless(opts.secret, timestamp, nonce, raw);
    const res = await opts.send(`/wps/seamless/${opts.vendor}/${action}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SEAMLESS_HEADERS.timestamp]: timestamp,
        [SEAMLESS_HEADERS.nonce]: nonce,
        [SEAMLESS_HEADERS.signature]: signature,
      },
      body: raw,
    });
    return { status: res.status, body: (await res.json()) as SeamlessReply['body'] };
  }
  return { call };
}
