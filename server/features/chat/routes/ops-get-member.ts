import { chatCalls } from '../../../../contract/chat/calls';
import { route } from '../../../core/http/openapi';
import { actorOf } from '../../operator';
import { memberMoney, memberTickets } from '../console';
import { opsDoc, opsReply, type ChatRoute } from './context';

/** What the console shows beside a chat: the member's money and tickets. */
export const money: ChatRoute = (app, { deps }) =>
  app.openapi(
    route(chatCalls.money, opsDoc("The member's latest deposits and withdrawals", 'Money')),
    async (c) => {
      actorOf(c);
      return opsReply(c, await memberMoney(deps.db, c.req.valid('param').id));
    },
  );

export const tickets: ChatRoute = (app, { deps }) =>
  app.openapi(
    route(
      chatCalls.tickets,
      opsDoc(
        "The member's latest feedback tickets (newest first; text and reply cut to an excerpt)",
        'Tickets',
      ),
    ),
    async (c) => {
      actorOf(c);
      return opsReply(c, await memberTickets(deps.db, c.req.valid('param').id));
    },
  );
