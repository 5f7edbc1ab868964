import { announcementsCalls } from '../../../contract/announcements/calls';
import { ErrorEnvelope } from '../../../contract/envelope';
import type { Deps } from '../../core/context/deps';
import { Cached } from '../../core/storage/cached';
import { AppError } from '../../core/context/errors';
import { createRouter, errorResponses, jsonContent, route } from '../../core/http/openapi';
import { prepareJson, sendPrepared, sendPublicPrepared, type Prepared } from '../../core/http/prepared';
import { bearerToken } from '../../core/sessions/require-session';
import { findSession } from '../../core/sessions/sessions';
import { KeyedCache } from '../../core/storage/keyed-cache';
import { findAnnouncements } from './find-announcements';
import { loadContent, toBanner } from './load-content';

const tags = ['announcements'];
const notModified = { 304: { description: 'Not modified (ETag matched)' } };

/**
 * Banners, notices, popups and promotions (the help centre is features/help). The same for everyone who may see them, so
 * answers are prepared once per (language, types, audiences) and dropped on a content change.
 * Guests may only ask for execution B; asking for A (members) or F (first login) needs a session.
 */
export function announcementsRoutes(deps: Deps) {
  const content = new Cached(() => loadContent(deps.db));
  // Keys are combinations of closed enums (2 languages x 31 type sets x 7 audience sets), so
  // the cache cannot grow past a few hundred entries.
  const prepared = new KeyedCache<Prepared>({ maxEntries: 1024, maxAgeMs: 60_000 });
  const drop = () => (content.invalidate(), prepared.invalidate());
  deps.changes.on('catalogue', drop);
  deps.changes.on('site', drop);

  const app = createRouter();
  app.openapi(
    route(announcementsCalls.announcements, {
      tags,
      summary: 'Banners, player notices, popups, promotions and home notices; execution A/F needs a session',
      answer: 'Announcements',
      errors: {
        ...notModified,
        403: jsonContent(ErrorEnvelope, 'A guest asked for execution A or F (FORBIDDEN)'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      if (q.execution.some((e) => e !== 'B')) {
        const token = bearerToken(c.req.header('authorization'));
        const session = token ? await findSession(deps.db, token) : undefined;
        if (!session) throw new AppError('FORBIDDEN', 'guests may only read execution B announcements');
        // A session still owing its forced password change gets nothing of a member's (decision 103).
        if (session.mustChangePassword)
          throw new AppError('PASSWORD_CHANGE_REQUIRED', 'change the password first');
      }
      const types = [...q.types].sort();
      const execution = [...q.execution].sort();
      const key = `${q.language}|${types.join(',')}|${execution.join(',')}`;
      const answer = await prepared.get(key, async () =>
        prepareJson(findAnnouncements(await content.get(), { language: q.language, types, execution })),
      );
      return sendPrepared(c, answer, 'private, no-cache');
    },
  );

  app.openapi(
    route(announcementsCalls.banners, {
      tags,
      summary: 'The banners of one group (w_home, w_rng, w_login, ...), in order',
      answer: 'Banners',
      errors: { ...notModified, ...errorResponses },
    }),
    async (c) => {
      const { groupName, language } = c.req.valid('query');
      const answer = await prepared.get(`banners|${language}|${groupName}`, async () => {
        const rows = (await content.get()).banners.filter((b) => b.groupName === groupName);
        return prepareJson({ list: rows.map((b) => toBanner(b, language)) });
      });
      return sendPublicPrepared(c, answer);
    },
  );

  return app;
}
