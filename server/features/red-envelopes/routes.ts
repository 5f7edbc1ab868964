import { base } from '../../../contract/red-envelopes/endpoints';
import { ErrorEnvelope } from '../../../contract/envelope';
import { redEnvelopesCalls } from '../../../contract/red-envelopes/calls';
import type { Deps } from '../../core/context/deps';
import { createLimits } from '../../core/limits/limits';
import { createRouter, errorResponses, jsonContent, route, routeDocs } from '../../core/http/openapi';
import { requireSession, sessionAccount } from '../../core/sessions/require-session';
import { networkOf } from '../../engine/rewards';
import { grab } from './grab';
import { dropView, dropsView, history } from './views';
import { reply, who } from '../../core/http/reply';

const errors = {
  401: jsonContent(ErrorEnvelope, 'NOT_LOGGED_IN'),
  403: jsonContent(ErrorEnvelope, 'RULE_FAILED (player_only: trial and agent accounts take no share)'),
  404: jsonContent(ErrorEnvelope, 'NOT_FOUND (drop)'),
  409: jsonContent(ErrorEnvelope, 'DROP_NOT_OPEN, ENVELOPES_GONE, BUDGET_EXHAUSTED'),
  429: jsonContent(ErrorEnvelope, 'TOO_MANY_REQUESTS'),
  ...errorResponses,
};
/** Drops answer guests too; grabbing and the history are the member's, by the session's bearer token. */
const { publicDoc, memberDoc } = routeDocs(['red envelopes'], errors);
/** Red envelopes (spec sections 1, 2 and 9; decision 058): drops, grab, the member's envelopes. */
export function redEnvelopeRoutes(deps: Deps) {
  const app = createRouter();
  const limits = createLimits(deps.pool);
  app.use(`${base}/*`, requireSession(deps));
  app.openapi(
    route(
      redEnvelopesCalls.drops,
      publicDoc(
        'The drop open now or the next one created, the schedule, recent drops (with a session, your shares)',
        'Drops',
      ),
    ),
    async (c) => reply(c, await dropsView(deps.db, await sessionAccount(deps, c))),
  );

  app.openapi(
    route(
      redEnvelopesCalls.drop,
      publicDoc("One drop; once it has ended, its server seed and every share's amount", 'The drop'),
    ),
    async (c) => reply(c, await dropView(deps.db, c.req.valid('param').id, await sessionAccount(deps, c))),
  );

  app.openapi(
    route(
      redEnvelopesCalls.grab,
      memberDoc(
        'Grab a share of an open drop: one per member per drop; a repeat answers the same share',
        'Your share',
      ),
    ),
    async (c) => {
      await limits.rewardClaims.take(String(who(c)));
      const origin = { ip24: networkOf(c.get('ip')), deviceId: null };
      return reply(c, await grab(deps.db, who(c), c.req.valid('param').id, origin));
    },
  );

  app.openapi(
    route(redEnvelopesCalls.history, memberDoc('Your red envelopes, newest first', 'Your envelopes')),
    async (c) => reply(c, { list: await history(deps.db, who(c), c.req.valid('query').limit) }),
  );
  return app;
}
