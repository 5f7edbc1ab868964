import { operatorCalls } from '../../../../contract/operator/calls';
import type { Deps } from '../../../core/context/deps';
import { route } from '../../../core/http/openapi';
import {
  articleVersions,
  editArticle,
  listArticles,
  listTermsVersions,
  publishTerms as publish,
} from '../../help';
import { actorOf } from '../require-operator';
import { opsDoc, reply, type OpsRoute } from './context';

/*
 * Help articles and terms for operators: the same actions as `npm run ops -- help|terms`, each
 * audited.
 */

/** This node's caches drop at once; the NOTIFY sent at commit tells the other nodes. */
const helpChanged = (deps: Deps) => deps.changes.emit('help');

export const helpArticles: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(
      operatorCalls.helpArticles,
      opsDoc('Help articles: slug, section, sort, version, Vietnamese title', 'Articles'),
    ),
    async (c) => reply(c, { list: await listArticles(deps.db) }),
  );

export const editHelpArticle: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(
      operatorCalls.editHelpArticle,
      opsDoc(
        'Create or edit an article: a new version (the missing language of a new one copies the other)',
        'The new version',
      ),
    ),
    async (c) => {
      const saved = await editArticle(deps.db, actorOf(c), c.req.valid('param').slug, c.req.valid('json'));
      helpChanged(deps);
      return reply(c, saved);
    },
  );

export const helpVersions: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(operatorCalls.helpVersions, opsDoc("An article's versions, newest first", 'Versions')),
    async (c) => reply(c, { list: await articleVersions(deps.db, c.req.valid('param').slug) }),
  );

export const terms: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(operatorCalls.terms, opsDoc('Terms versions, newest (in force) first', 'Versions')),
    async (c) => reply(c, { list: await listTermsVersions(deps.db) }),
  );

export const publishTerms: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(
      operatorCalls.publishTerms,
      opsDoc('Publish a new terms version (a language not given keeps its text)', 'Published'),
    ),
    async (c) => {
      const saved = await publish(deps.db, actorOf(c), c.req.valid('json'));
      helpChanged(deps);
      return reply(c, saved);
    },
  );
