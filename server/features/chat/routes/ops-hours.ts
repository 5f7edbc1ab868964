import { chatCalls } from '../../../../contract/chat/calls';
import { audit } from '../../../core/context/audit';
import { route } from '../../../core/http/openapi';
import { actorOf } from '../../operator';
import { readSupportHours, writeSupportHours } from '../support-hours';
import { opsDoc, opsReply, type ChatRoute } from './context';

export const hours: ChatRoute = (app, { deps }) =>
  app.openapi(route(chatCalls.hours, opsDoc('Support hours', 'Hours')), async (c) => {
    actorOf(c);
    return opsReply(c, await readSupportHours(deps.db));
  });

export const setHours: ChatRoute = (app, { deps }) =>
  app.openapi(route(chatCalls.setHours, opsDoc('Change the support hours (audited)', 'Hours')), async (c) => {
    const actor = actorOf(c);
    const hours = await deps.db.transaction(async (tx) => {
      const saved = await writeSupportHours(tx, c.req.valid('json'));
      await audit(tx, actor, 'chat.hours', 'chat', saved);
      return saved;
    });
    return opsReply(c, hours);
  });
