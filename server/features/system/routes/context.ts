import type { Deps } from '../../../core/context/deps';
import { Cached } from '../../../core/storage/cached';
import { errorResponses, type RouteDoc, type RouteFile } from '../../../core/http/openapi';
import { prepareJson, type Prepared } from '../../../core/http/prepared';

/** What the site's route files share: the prepared (serialised, compressed, hashed) static answers. */
export type SystemContext = ReturnType<typeof systemContext>;
export type SystemRoute = RouteFile<SystemContext>;

export function systemContext(deps: Deps) {
  const data = deps.siteData;
  const whitelabel: Cached<Prepared> = new Cached(async () => prepareJson(await data.whitelabel.get()));
  const register: Cached<Prepared> = new Cached(async () => prepareJson(await data.register.get()));
  deps.changes.on('site', () => (whitelabel.invalidate(), register.invalidate()));
  return { deps, data, whitelabel, register };
}

const notModified = { 304: { description: 'Not modified (ETag matched)' } };

/** A site call: public, answered as it is asked. */
export const doc = (summary: string, answer: string) =>
  ({ tags: ['system'], summary, answer, errors: errorResponses }) satisfies RouteDoc;

/** A site call answered with a prepared body: 304 to a matching ETag. */
export const preparedDoc = (summary: string, answer: string) =>
  ({ ...doc(summary, answer), errors: { ...notModified, ...errorResponses } }) satisfies RouteDoc;
