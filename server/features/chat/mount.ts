import type { Deps } from '../../deps';
import { createRouter } from '../../lib/openapi';
import { requireOperator } from '../operator';
import { ChatHub } from './hub';
import { chatOpsRoutes } from './ops-routes';
import { chatMemberRoutes } from './routes';
import { STREAM_LIMITS } from './streams';

/** Live chat: the member/guest API under /wps/chat and the console's under /ops/chat, one hub per node. */
export function chatRoutes(deps: Deps) {
  const hub = new ChatHub(deps.changes, STREAM_LIMITS);
  const app = createRouter();
  // The operator API's own credentials (X-Operator-Key), never a member session.
  app.use('/ops/chat/*', requireOperator(deps));
  app.route('/', chatMemberRoutes(deps, hub));
  app.route('/', chatOpsRoutes(deps, hub));
  return app;
}
