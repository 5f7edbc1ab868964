import { type ChatState } from '../../../../contract/chat/schemas';
import { chatCalls } from '../../../../contract/chat/calls';
import { route } from '../../../core/http/openapi';
import { findConversation, unreadOf } from '../messages';
import { partyOf } from '../party';
import { isOnDuty, nextOnDuty, readSupportHours } from '../support-hours';
import { memberDoc, memberReply, type ChatRoute } from './context';

export const state: ChatRoute = (app, { deps }) =>
  app.openapi(
    route(
      chatCalls.state,
      memberDoc(
        'Support hours, whether staff are on duty, and the unread count (0 without identity)',
        'State',
      ),
    ),
    async (c) => {
      const hours = await readSupportHours(deps.db);
      const now = new Date();
      const party = await partyOf(deps, c).catch(() => null);
      const conversation = party ? await findConversation(deps.db, party) : null;
      const unread = conversation ? await unreadOf(deps.db, conversation) : 0;
      const next = nextOnDuty(hours, now);
      const state: ChatState = {
        online: isOnDuty(hours, now),
        nextOpenAt: next?.toISOString() ?? null,
        hours,
        unread,
      };
      return memberReply(c, state);
    },
  );
