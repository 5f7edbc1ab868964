import { createRoute, z } from '@hono/zod-openapi';
import { ping as path } from '../../../../contract/system/endpoints';
import { jsonContent } from '../../../core/http/openapi';
import type { SystemRoute } from './context';

/** The speed test's line probe answers `{ ok: true }`, no envelope: a route of its own, not a call. */
export const ping: SystemRoute = (app) =>
  app.openapi(
    createRoute({
      method: 'get',
      path,
      tags: ['system'],
      summary: 'Line probe for the speed test: tiny, never cached',
      request: { query: z.object({ t: z.string().max(64).optional() }).catchall(z.string().max(64)) },
      responses: { 200: jsonContent(z.object({ ok: z.literal(true) }), 'Pong') },
    }),
    (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ ok: true as const }, 200);
    },
  );
