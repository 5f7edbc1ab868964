import { languages, type Language } from '../../../../contract/common';
import { ErrorEnvelope } from '../../../../contract/envelope';
import type { GameMenu, VendorGameTypes } from '../../../../contract/games/schemas';
import type { Deps } from '../../../core/context/deps';
import { Cached } from '../../../core/storage/cached';
import { KeyedCache } from '../../../core/storage/keyed-cache';
import { errorResponses, jsonContent, type RouteDoc, type RouteFile } from '../../../core/http/openapi';
import { prepareJson, type Prepared } from '../../../core/http/prepared';
import { requireSession } from '../../../core/sessions/require-session';
import { findGameMenus } from '../find-game-menus';
import { findLanes } from '../find-lanes';
import { findVendorGameTypes } from '../find-vendor-game-types';
export { reply, who } from '../../../core/http/reply';

const tags = ['games'];
const notModified = { 304: { description: 'Not modified (ETag matched)' } };

const perLanguage = <T>(make: (l: Language) => T) =>
  Object.fromEntries(languages.map((l) => [l, make(l)])) as Record<Language, T>;

/**
 * What the catalogue's route files share, built once per router. Everything there is the same for
 * every visitor and changes only with the catalogue, so answers are prepared once (serialised,
 * compressed, ETagged) and kept until a 'catalogue' change; keyed answers (pages, searches, hot
 * lists per vendor) live in bounded LRU caches. The winner board changes with play, so it is kept
 * for a few seconds only.
 */
export type CatalogueContext = ReturnType<typeof catalogueContext>;
export type CatalogueRoute = RouteFile<CatalogueContext>;

export function catalogueContext(deps: Deps) {
  const menus = perLanguage((l) => new Cached<GameMenu[]>(() => findGameMenus(deps.db, l)));
  const vendorTypes = new Cached<Map<string, VendorGameTypes>>(() => findVendorGameTypes(deps.db));
  const ctx = {
    deps,
    menus,
    preparedMenus: perLanguage((l) => new Cached(async () => prepareJson(await menus[l].get()))),
    vendorTypes,
    lanes: perLanguage(
      (l) => new Cached(async () => prepareJson(await findLanes(deps.db, l, await vendorTypes.get()))),
    ),
    vendorLists: new KeyedCache<Prepared>({ maxEntries: 64, maxAgeMs: 60_000 }),
    vendorTypesPrepared: new KeyedCache<Prepared>({ maxEntries: 256, maxAgeMs: 60_000 }),
    hot: new KeyedCache<Prepared>({ maxEntries: 512, maxAgeMs: 60_000 }),
    pages: new KeyedCache<Prepared>({ maxEntries: 2000, maxAgeMs: 60_000 }),
    winners: new KeyedCache<Prepared>({ maxEntries: 256, maxAgeMs: 5_000 }),
  };
  deps.changes.on('catalogue', () => {
    for (const l of languages) {
      ctx.menus[l].invalidate();
      ctx.preparedMenus[l].invalidate();
      ctx.lanes[l].invalidate();
    }
    ctx.vendorTypes.invalidate();
    for (const c of [ctx.vendorLists, ctx.vendorTypesPrepared, ctx.hot, ctx.pages, ctx.winners])
      c.invalidate();
  });
  return ctx;
}

/** A catalogue call: public, answered with a prepared body (hence the 304). */
export const catalogueDoc = (summary: string, answer: string, errors: RouteDoc['errors'] = {}) =>
  ({ tags, summary, answer, errors: { ...notModified, ...errors, ...errorResponses } }) satisfies RouteDoc;

/** What the member's route files share (favourites, recent games). */
export type MemberContext = { deps: Deps; member: ReturnType<typeof requireSession> };
export type MemberRoute = RouteFile<MemberContext>;

export const memberContext = (deps: Deps): MemberContext => ({ deps, member: requireSession(deps) });

const sessionErrors = {
  401: jsonContent(ErrorEnvelope, 'No live session (NOT_LOGGED_IN)'),
  403: jsonContent(ErrorEnvelope, 'Trial account (NEED_REAL_ACCOUNT)'),
};

/** A member call: the session of a real account (the route's middleware), the same error answers. */
export const memberDoc = (
  { member }: MemberContext,
  summary: string,
  answer: string,
  errors: RouteDoc['errors'] = {},
) =>
  ({
    tags,
    summary,
    answer,
    middleware: [member],
    errors: { ...errors, ...sessionErrors, ...errorResponses },
  }) satisfies RouteDoc;
