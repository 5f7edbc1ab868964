import { chatCalls } from '../../../../contract/chat/calls';
import { adopt as adoptCall } from '../../../../contract/chat/endpoints';
import { route } from '../../../core/http/openapi';
import { requireSession } from '../../../core/sessions/require-session';
import { requireCaptcha } from '../../captcha';
import { adoptGuestChat, startGuestChat } from '../guest';
import { conversationOf } from '../messages';
import { memberDoc, memberReply, type ChatRoute } from './context';

export const guest: ChatRoute = (app, { deps, limits }) =>
  app.openapi(
    route(
      chatCalls.guest,
      memberDoc(
        'A guest chat, after a captcha; the token goes in X-Chat-Guest',
        'The guest token, shown once',
      ),
    ),
    async (c) => {
      await limits.chatGuest.take(c.get('ip'));
      await requireCaptcha(deps.db, c.req.valid('json'));
      return memberReply(c, { guestToken: await startGuestChat(deps.db) });
    },
  );

export const adopt: ChatRoute = (app, { deps }) => {
  // On the path, any method: a call without a session is NOT_LOGGED_IN before anything else.
  app.use(adoptCall.path, requireSession(deps, { allowTrial: true }));
  app.openapi(
    route(
      chatCalls.adopt,
      memberDoc(
        'After login: the guest chat continues in the member’s conversation',
        'done: false when the token was moved already',
        { security: [{ bearerAuth: [] }] },
      ),
    ),
    async (c) => {
      const accountId = c.get('session').accountId;
      const conversation = await conversationOf(deps.db, {
        kind: 'member',
        accountId,
        key: `a:${accountId}`,
      });
      return memberReply(c, {
        done: await adoptGuestChat(deps.db, conversation, c.req.valid('json').guestToken),
      });
    },
  );
};
