import { createRoute, z } from '@hono/zod-openapi';
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { LanguageQuery } from '../../../contract/common';
import type { Deps } from '../../core/context/deps';
import { banners, games, vendors } from '../../db/schema';
import { AppError } from '../../core/context/errors';
import { etagOf, isFresh } from '../../core/http/etag';
import { createRouter } from '../../core/http/openapi';
import { KeyedCache } from '../../core/storage/keyed-cache';
import { gameIconPng, vendorLogoPng } from './art';
import { bannerSvg, gameIconSvg, vendorLogoSvg } from './svg';

const tags = ['media'];
const svgResponse = {
  200: { description: 'SVG image', content: { 'image/svg+xml': { schema: z.string() } } },
};
const imageResponse = {
  200: {
    description: 'PNG image (SVG for links made before icons were PNG)',
    content: {
      'image/png': { schema: z.string() },
      'image/svg+xml': { schema: z.string() },
    },
  },
};

/** Generated artwork never changes for a given row, so browsers may keep it for a day and revalidate. */
function sendImage(c: Context, body: string | Buffer, type: string) {
  const etag = etagOf(body);
  c.header('ETag', etag);
  c.header('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
  if (isFresh(c, etag)) return c.body(null, 304);
  return c.body(typeof body === 'string' ? body : new Uint8Array(body), 200, { 'Content-Type': type });
}
const sendSvg = (c: Context, svg: string) => sendImage(c, svg, 'image/svg+xml; charset=utf-8');

export function mediaRoutes(deps: Deps) {
  const app = createRouter();
  // Drawing a PNG takes tens of milliseconds: each is drawn once per process (the key holds
  // everything the picture depends on, so an edited row simply draws a new one).
  const drawn = new KeyedCache<Buffer>({ maxEntries: 3000, maxAgeMs: Number.POSITIVE_INFINITY });
  const drawOnce = (key: string, draw: () => Buffer) => drawn.get(key, async () => draw());

  app.openapi(
    createRoute({
      method: 'get',
      path: '/img/games/{file}',
      tags,
      summary: 'Generated game icon, with the initials of its name in the language asked',
      request: {
        params: z.object({ file: z.string().regex(/^\d{1,9}\.(svg|png)$/) }),
        query: LanguageQuery,
      },
      responses: imageResponse,
    }),
    async (c) => {
      const file = c.req.valid('param').file;
      const { language } = c.req.valid('query');
      const id = Number.parseInt(file, 10);
      const [game] = await deps.db
        .select({
          name: language === 'vi' ? games.nameVi : games.nameEn,
          vendor: games.vendorCode,
          seed: games.iconSeed,
        })
        .from(games)
        .where(eq(games.id, id));
      if (!game) throw new AppError('NOT_FOUND', `no game ${id}`);
      if (file.endsWith('.svg')) return sendSvg(c, gameIconSvg(game));
      const key = `game:${id}:${game.seed}:${game.vendor}:${game.name}`;
      return sendImage(c, await drawOnce(key, () => gameIconPng(game)), 'image/png');
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/img/vendors/{file}',
      tags,
      summary: 'Generated vendor logo',
      request: { params: z.object({ file: z.string().regex(/^[A-Za-z0-9_]{1,32}\.(svg|png)$/) }) },
      responses: imageResponse,
    }),
    async (c) => {
      const file = c.req.valid('param').file;
      const code = file.replace(/\.(svg|png)$/, '');
      const [vendor] = await deps.db
        .select({ code: vendors.code, color: vendors.color })
        .from(vendors)
        .where(eq(vendors.code, code));
      if (!vendor) throw new AppError('NOT_FOUND', `no vendor ${code}`);
      if (file.endsWith('.svg')) return sendSvg(c, vendorLogoSvg(vendor));
      const key = `vendor:${vendor.code}:${vendor.color}`;
      return sendImage(c, await drawOnce(key, () => vendorLogoPng(vendor)), 'image/png');
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/img/banners/{file}',
      tags,
      summary: 'Generated banner image',
      request: {
        params: z.object({ file: z.string().regex(/^[a-z0-9_-]{1,64}\.svg$/) }),
        query: LanguageQuery,
      },
      responses: svgResponse,
    }),
    async (c) => {
      const file = c.req.valid('param').file;
      const { language } = c.req.valid('query');
      const [banner] = await deps.db
        .select({ id: banners.id, title: language === 'vi' ? banners.titleVi : banners.titleEn })
        .from(banners)
        .where(eq(banners.imageUrl, `/img/banners/${file}`));
      if (!banner) throw new AppError('NOT_FOUND', `no banner ${file}`);
      return sendSvg(c, bannerSvg({ title: banner.title, seed: banner.id * 7 }));
    },
  );

  return app;
}
