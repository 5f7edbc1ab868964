import { defaultLanguage } from '../../../contract/common';
import { helpCalls } from '../../../contract/help/calls';
import type { Deps } from '../../core/context/deps';
import { Cached } from '../../core/storage/cached';
import { KeyedCache } from '../../core/storage/keyed-cache';
import { createRouter, errorResponses, route } from '../../core/http/openapi';
import { prepareJson, sendPrepared, type Prepared } from '../../core/http/prepared';
import { normaliseTerm } from '../../core/storage/search-term';
import { helpCentreFor, loadHelp } from './content';
import { searchHelp } from './search';

const tags = ['help'];
const notModified = { 304: { description: 'Not modified (ETag matched)' } };

/**
 * The help centre and terms (spec section 7: /wps/system/helpCenter, lang, device WEB). Public and
 * the same for everyone of a language: prepared once per language and dropped on a 'help' change.
 */
export function helpRoutes(deps: Deps) {
  const content = new Cached(() => loadHelp(deps.db));
  const prepared = new KeyedCache<Prepared>({ maxEntries: 4, maxAgeMs: 60_000 });
  // Searches repeat ("nap tien"): a few hundred answers per language, dropped with the content.
  const searches = new KeyedCache<Prepared>({ maxEntries: 512, maxAgeMs: 60_000 });
  deps.changes.on('help', () => (content.invalidate(), prepared.invalidate(), searches.invalidate()));

  const app = createRouter();
  app.openapi(
    route(helpCalls.centre, {
      tags,
      summary: 'Help articles (sections, FAQ) and the terms in force, in the asked language',
      answer: 'The help centre',
      errors: { ...notModified, ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const language = q.lang ?? q.language ?? defaultLanguage;
      const answer = await prepared.get(language, async () =>
        prepareJson(helpCentreFor(await content.get(), language)),
      );
      return sendPrepared(c, answer);
    },
  );

  app.openapi(
    route(helpCalls.search, {
      tags,
      summary: 'Articles holding every word of q, accents and case ignored (as the game search)',
      answer: 'Matching articles',
      errors: { ...notModified, ...errorResponses },
    }),
    async (c) => {
      const q = c.req.valid('query');
      const language = q.lang ?? q.language ?? defaultLanguage;
      const term = normaliseTerm(q.q);
      const answer = await searches.get(`${language}|${term}`, async () =>
        prepareJson({ list: await searchHelp(deps.db, language, term) }),
      );
      return sendPrepared(c, answer);
    },
  );
  return app;
}
