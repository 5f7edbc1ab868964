import { opsBase } from '../../../../contract/chat/endpoints';
import type { Deps } from '../../../core/context/deps';
import { createLimits } from '../../../core/limits/limits';
import { createRouter } from '../../../core/http/openapi';
import { requireOperator } from '../../operator';
import { ChatHub } from '../hub';
import { STREAM_LIMITS } from '../streams';
import type { ChatRoute } from './context';
import { messageImageRoute } from './get-image';
import { messages } from './get-messages';
import { launch, models } from './get-models';
import { state } from './get-state';
import { memberStream } from './get-stream';
import { opsImageRead } from './ops-get-image';
import { money, tickets } from './ops-get-member';
import { opsMessages } from './ops-get-messages';
import { queue } from './ops-get-queue';
import { operatorStreamRoute } from './ops-get-stream';
import { hours, setHours } from './ops-hours';
import { claim, close } from './ops-post-claim';
import { opsImage } from './ops-post-image';
import { answer } from './ops-post-message';
import { opsTyping } from './ops-post-typing';
import { adopt, guest } from './post-guest';
import { image } from './post-image';
import { send } from './post-message';
import { read } from './post-read';
import { typing } from './post-typing';

/**
 * Live chat's calls, one file each (tests/helpers/route-files.ts), in the order they are registered: the
 * member's and guest's (decision 039), then the operator console's.
 */
export const routes: ChatRoute[] = [
  state,
  models,
  launch,
  typing,
  messages,
  send,
  image,
  messageImageRoute,
  read,
  guest,
  adopt,
  memberStream,
  queue,
  opsMessages,
  money,
  tickets,
  opsTyping,
  claim,
  answer,
  opsImage,
  opsImageRead,
  close,
  hours,
  setHours,
  operatorStreamRoute,
];

/** Live chat: the member/guest API under /wps/chat and the console's under /ops/chat, one hub per node. */
export function chatRoutes(deps: Deps) {
  const app = createRouter();
  // The operator API's own credentials (X-Operator-Key), never a member session; the console's
  // routes call actorOf, which throws when this did not run.
  app.use(`${opsBase}/*`, requireOperator(deps));
  const ctx = { deps, hub: new ChatHub(deps.changes, STREAM_LIMITS), limits: createLimits(deps.pool) };
  for (const add of routes) add(app, ctx);
  return app;
}
