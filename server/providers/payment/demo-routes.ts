import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Hono, type Context } from 'hono';
import { eq } from 'drizzle-orm';
import { paymentPaths } from '../../../contract/payments/schemas';
import { deposits, paymentChannels } from '../../db/schema';
import type { AppEnv, Deps } from '../../core/context/deps';
import { limitBody } from '../../core/http/limit-body';
import type { KeyRing } from '../../core/context/secrets';
import { DEMO_HEADERS, payPageKeyValid, signDemoCallback, type DemoCallbackBody } from './demo-gateway';

const Reference = /^D[A-Z0-9]{6,31}$/;

/** Only a path of our own PWA: an absolute or protocol-relative URL would be an open redirect. */
export function safeReturn(value: string | undefined): string {
  return value && /^\/(?![/\\])[A-Za-z0-9/?=&_.%-]*$/.test(value) ? value : '/member?tab=depositv2';
}

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, body: string) {
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{font:16px system-ui,sans-serif;margin:0;background:#0f3b6e;color:#12263f}
main{max-width:420px;margin:0 auto;padding:24px 16px}.card{background:#fff;border-radius:14px;padding:20px;box-shadow:0 8px 30px #0004}
h1{font-size:1.2rem;margin:0 0 4px}.muted{color:#5b6b7f;font-size:.9rem}.amount{font-size:1.8rem;font-weight:800;margin:16px 0}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0 0 18px}dt{color:#5b6b7f}dd{margin:0;font-weight:600;word-break:break-all}
button{display:block;width:100%;min-height:48px;margin-top:10px;border:0;border-radius:10px;font-size:1rem;font-weight:700}
.pay{background:#1a7f37;color:#fff}.fail{background:#e5e9ef;color:#8a1c1c}header{color:#fff;padding:8px 0 16px;font-weight:800}</style>
</head><body><main><header>DemoBank · Ngân hàng thử nghiệm</header><div class="card">${body}</div></main></body></html>`;
}

type Order = { reference: string; amount: string; status: string };

/**
 * The demo order behind a page, only for the holder of its key: the redirect URL handed to the
 * member who started the payment (payPageKey). Anyone else finds no order.
 */
async function findOrder(
  deps: Deps,
  keys: KeyRing,
  reference: string,
  key: unknown,
): Promise<Order | undefined> {
  if (!Reference.test(reference) || typeof key !== 'string' || key.length > 64) return undefined;
  const [row] = await deps.db
    .select({
      reference: deposits.reference,
      amount: deposits.amount,
      status: deposits.status,
      gateway: paymentChannels.gateway,
      accountId: deposits.accountId,
    })
    .from(deposits)
    .innerJoin(paymentChannels, eq(paymentChannels.code, deposits.channelCode))
    .where(eq(deposits.reference, reference));
  if (row?.gateway !== 'demo') return undefined;
  if (!payPageKeyValid(keys, reference, row.accountId, key)) return undefined;
  return { reference: row.reference, amount: row.amount.toString(), status: row.status };
}

/** Where our own server listens, from the request's socket: the demo bank posts its callback there. */
function ownOrigin(c: Context<AppEnv>): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const addr = incoming?.socket.localAddress;
  const port = incoming?.socket.localPort;
  if (!addr || !port) return undefined;
  const host = addr.startsWith('::ffff:') ? addr.slice(7) : addr;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The demo gateway's side: a page that plays the payer's bank (pay or fail), then, as a real
 * gateway's server would, a signed server-to-server callback to /pay/callback/demo, and the payer
 * sent back to the PWA. Under /wps so that the service worker lets the navigation through.
 */
export function demoGatewayRoutes(deps: Deps, keys: KeyRing) {
  const app = new Hono<AppEnv>();
  app.use('/wps/pay/demo/*', limitBody(4 * 1024));

  app.get('/wps/pay/demo/:reference', async (c) => {
    const reference = c.req.param('reference');
    const key = c.req.query('key');
    const order = await findOrder(deps, keys, reference, key);
    c.header('Cache-Control', 'no-store');
    if (!order) return c.html(page('DemoBank', '<h1>Không tìm thấy đơn · Order not found</h1>'), 404);
    const back = esc(safeReturn(c.req.query('return')));
    const amount = Number(order.amount).toLocaleString('vi-VN');
    if (order.status !== 'pending')
      return c.html(
        page(
          'DemoBank',
          `<h1>Đơn đã xử lý · Order already processed</h1><p class="muted">${esc(order.status)}</p>
<a href="${back}">Quay lại · Back</a>`,
        ),
      );
    return c.html(
      page(
        'DemoBank',
        `<h1>Xác nhận thanh toán · Confirm payment</h1><p class="muted">Lobby · ${esc(order.reference)}</p>
<p class="amount" data-testid="demo-amount">${esc(amount)} ₫</p>
<dl><dt>Người nhận · Payee</dt><dd>Lobby</dd><dt>Mã đơn · Order</dt><dd>${esc(order.reference)}</dd></dl>
<form method="post" action="${esc(paymentPaths.demoPage(order.reference))}">
<input type="hidden" name="key" value="${esc(key ?? '')}">
<input type="hidden" name="return" value="${back}">
<button class="pay" name="action" value="pay" data-testid="demo-pay">Thanh toán · Pay</button>
<button class="fail" name="action" value="fail" data-testid="demo-fail">Hủy / thất bại · Fail</button>
</form>`,
      ),
    );
  });

  app.post('/wps/pay/demo/:reference', async (c) => {
    const reference = c.req.param('reference');
    const form = await c.req.parseBody();
    const order = await findOrder(deps, keys, reference, form.key);
    if (!order) return c.html(page('DemoBank', '<h1>Không tìm thấy đơn · Order not found</h1>'), 404);
    const back = safeReturn(typeof form.return === 'string' ? form.return : undefined);
    const action = form.action === 'pay' ? 'paid' : 'failed';
    const origin = ownOrigin(c);
    if (order.status === 'pending' && origin) {
      const body: DemoCallbackBody = {
        orderId: order.reference,
        paymentId: `DP${randomBytes(12).toString('hex')}`,
        amount: order.amount,
        status: action,
      };
      const raw = JSON.stringify(body);
      const timestamp = String(Date.now());
      try {
        const res = await fetch(`${origin}${paymentPaths.callback('demo')}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [DEMO_HEADERS.timestamp]: timestamp,
            [DEMO_HEADERS.signature]: signDemoCallback(keys.current, raw, timestamp, body.paymentId),
          },
          body: raw,
          signal: AbortSignal.timeout(10_000),
        });
        if (!res.ok) deps.log.warn({ reference, status: res.status }, 'demo gateway: callback refused');
      } catch (err) {
        deps.log.warn({ reference, err: (err as Error).message }, 'demo gateway: callback not delivered');
      }
    }
    return c.redirect(back, 303);
  });
  return app;
}
