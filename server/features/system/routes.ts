import { createRoute, z } from '@hono/zod-openapi';
import {
  DomainRouteResponse,
  PermissionResponse,
  RegisterSettingResponse,
  SystemStatusResponse,
  WhitelabelResponse,
} from '../../../contract/system';
import type { Deps } from '../../deps';
import { ok } from '../../lib/errors';
import { prepareJson, sendJson, sendPublicPrepared, type Prepared } from '../../lib/prepared';
import { Cached } from '../../lib/cached';
import { createRouter, errorResponses, jsonContent } from '../../lib/openapi';
import { toDomainLines } from '../../lib/domain-lines';
import { getPermission } from './get-permission';
import { statusValue } from './status';

const tags = ['system'];
const notModified = { 304: { description: 'Not modified (ETag matched)' } };

export function systemRoutes(deps: Deps) {
  const data = deps.siteData;
  // Prepared (serialised, compressed, hashed) forms of the two static answers.
  const whitelabel: Cached<Prepared> = new Cached(async () => prepareJson(await data.whitelabel.get()));
  const register: Cached<Prepared> = new Cached(async () => prepareJson(await data.register.get()));
  deps.changes.on('site', () => (whitelabel.invalidate(), register.invalidate()));
  const app = createRouter();

  app.openapi(
    createRoute({
      method: 'get',
      path: '/wps/system/status',
      tags,
      summary: 'Site status: 0 normal, 1 maintenance, 2 region-restricted',
      responses: { 200: jsonContent(SystemStatusResponse, 'Status'), ...errorResponses },
    }),
    async (c) => {
      const ip = c.get('ip');
      c.header('Cache-Control', 'no-store');
      return c.json(ok(statusValue(await deps.site.gateFor(ip), ip)), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/wps/system/permission',
      tags,
      summary: 'Site information, visitor location, maintenance and region restriction',
      responses: { 200: jsonContent(PermissionResponse, 'Site information'), ...errorResponses },
    }),
    async (c) => sendJson(c, await getPermission(deps, data, c.get('ip'), c.req.url)),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/wps/system/whitelabel',
      tags,
      summary: 'Whitelabel feature tree (flags such as MOBILENUMREG3)',
      responses: { 200: jsonContent(WhitelabelResponse, 'Feature tree'), ...notModified, ...errorResponses },
    }),
    async (c) => sendPublicPrepared(c, await whitelabel.get()),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/wps/system/setting/register',
      tags,
      summary: 'Login page info and register field rules',
      responses: {
        200: jsonContent(RegisterSettingResponse, 'Register settings'),
        ...notModified,
        ...errorResponses,
      },
    }),
    async (c) => sendPublicPrepared(c, await register.get()),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/wps/system/domainRoute',
      tags,
      summary: 'Domain lines (at most five) for the speed test and failover',
      request: { query: z.object({ device: z.enum(['0', '1', '2']).optional() }) },
      responses: { 200: jsonContent(DomainRouteResponse, 'Domain lines'), ...errorResponses },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-cache');
      return c.json(ok({ domainList: toDomainLines(await data.domainNames.get(), c.req.url) }), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/ping.json',
      tags,
      summary: 'Line probe for the speed test: tiny, never cached',
      request: { query: z.object({ t: z.string().max(64).optional() }).catchall(z.string().max(64)) },
      responses: { 200: jsonContent(z.object({ ok: z.literal(true) }), 'Pong') },
    }),
    (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ ok: true as const }, 200);
    },
  );

  return app;
}
