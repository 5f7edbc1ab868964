import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { withdrawalProof } from '../../../../contract/payments/endpoints';
import { IdParam, PROOF_MAX_BYTES, Withdrawal } from '../../../../contract/payments/schemas';
import { envelope, ErrorEnvelope } from '../../../../contract/envelope';
import { limitBody } from '../../../core/http/limit-body';
import { jsonContent } from '../../../core/http/openapi';
import { requireSession } from '../../../core/sessions/require-session';
import { requireOpenSite } from '../../../core/site/site-gate';
import { getWithdrawal } from '../find-withdrawals';
import { readProof, saveProof } from '../proof';
import { cashier, memberErrors, reply, who, type PaymentsRoute } from './context';

/** Served inline with its checked type; private, never cached, never sniffed (global nosniff). */
export function proofResponse(c: Context, proof: { bytes: Buffer; type: string }) {
  return c.body(new Uint8Array(proof.bytes), 200, {
    'Content-Type': proof.type,
    'Cache-Control': 'private, no-store',
    'Content-Disposition': 'inline; filename="proof"',
  });
}

/**
 * Proof images: raw PNG/JPEG bodies up to 5 MB, so outside /wps and its 64 KiB body limit. The
 * site gate (maintenance, region) is applied here as it is for /wps.
 */
export const proof: PaymentsRoute = (app, { deps }) => {
  const proofPath = withdrawalProof.replace('{id}', ':id');
  app.use(proofPath, requireOpenSite(deps));
  app.use(proofPath, limitBody(PROOF_MAX_BYTES + 1));
  app.use(proofPath, requireSession(deps));
  app.openAPIRegistry.registerPath(
    createRoute({
      method: 'post',
      path: withdrawalProof,
      ...cashier,
      summary: 'Upload the proof image of a "not received" answer: raw PNG or JPEG body, 5 MB at most',
      description:
        'The type is read from the bytes (UNSUPPORTED_FILE otherwise); a new upload replaces the old.',
      request: {
        params: IdParam,
        body: {
          required: true,
          content: { 'image/png': { schema: z.string() }, 'image/jpeg': { schema: z.string() } },
        },
      },
      responses: {
        200: jsonContent(envelope(Withdrawal), 'The withdrawal (hasProof true)'),
        413: jsonContent(ErrorEnvelope, 'PAYLOAD_TOO_LARGE'),
        415: jsonContent(ErrorEnvelope, 'UNSUPPORTED_FILE'),
        ...memberErrors,
      },
    }),
  );
  app.post(proofPath, async (c) => {
    const { id } = IdParam.parse({ id: c.req.param('id') });
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    await saveProof(deps.db, deps.blobs, who(c), id, bytes);
    return reply(c, await getWithdrawal(deps.db, who(c), id));
  });
  app.openAPIRegistry.registerPath(
    createRoute({
      method: 'get',
      path: withdrawalProof,
      ...cashier,
      summary: 'The proof image, to its owner only (operators: /ops/withdrawals/{id}/proof)',
      request: { params: IdParam },
      responses: {
        200: { description: 'The image', content: { 'image/png': { schema: z.string() } } },
        ...memberErrors,
      },
    }),
  );
  app.get(proofPath, async (c) => {
    const { id } = IdParam.parse({ id: c.req.param('id') });
    return proofResponse(c, await readProof(deps.db, deps.blobs, id, who(c)));
  });
};
