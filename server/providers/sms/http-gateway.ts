import type { Logger } from '../../core/context/logger';
import { DeliveryError, type SmsMessage, type SmsProvider } from '../../core/context/ports';

export type HttpSmsGatewayOptions = {
  url: string;
  token: string;
  /** Give up after this long; the caller reports DELIVERY_FAILED. */
  timeoutMs?: number;
  log?: Logger;
};

/** `+84901234567` → `+8490****567`: enough to tell numbers apart in a log line. */
export function maskNumber(to: string): string {
  return to.length <= 6 ? '***' : `${to.slice(0, 5)}****${to.slice(-3)}`;
}

/**
 * A generic HTTP SMS gateway: `POST url` with JSON `{ to, text }` and `Authorization: Bearer`.
 * Any 2xx is accepted. The text holds a code, so it is never logged, not even on failure.
 */
export class HttpSmsGateway implements SmsProvider {
  private readonly timeoutMs: number;

  constructor(private readonly opts: HttpSmsGatewayOptions) {
    this.timeoutMs = opts.timeoutMs ?? 10_000;
  }

  async send(message: SmsMessage): Promise<void> {
    const to = maskNumber(message.to);
    let res: Response;
    try {
      res = await fetch(this.opts.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          authorization: `Bearer ${this.opts.token}`,
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      this.opts.log?.warn({ sms: { to }, timedOut }, 'SMS gateway not reached');
      throw timedOut
        ? new DeliveryError('sms', 'timeout', `SMS gateway did not answer in ${this.timeoutMs} ms`)
        : new DeliveryError('sms', 'unreachable', 'SMS gateway unreachable');
    }
    // The body is drained so the connection can be reused; its content is not needed.
    await res.arrayBuffer().catch(() => undefined);
    if (res.ok) {
      this.opts.log?.debug({ sms: { to }, status: res.status }, 'SMS sent');
      return;
    }
    this.opts.log?.warn({ sms: { to }, status: res.status }, 'SMS gateway refused the message');
    if (res.status === 429) throw new DeliveryError('sms', 'throttled', 'SMS gateway throttled us', 429);
    if (res.status >= 500) throw new DeliveryError('sms', 'server', 'SMS gateway failed', res.status);
    throw new DeliveryError('sms', 'rejected', 'SMS gateway rejected the message', res.status);
  }
}
