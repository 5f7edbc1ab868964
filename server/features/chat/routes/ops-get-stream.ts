import type { Context } from 'hono';
import { opsStream } from '../../../../contract/chat/endpoints';
import type { AppEnv } from '../../../core/context/deps';
import { actorOf } from '../../operator';
import { operatorStream } from '../streams';
import { opsErrors, opsSecurity, opsTags, streamDoc, type ChatRoute } from './context';

/** The console's stream: an event stream, so a plain route documented by streamDoc. */
export const operatorStreamRoute: ChatRoute = (app, { hub }) => {
  app.openAPIRegistry.registerPath(
    streamDoc(
      opsStream,
      'Which conversations changed (read them over HTTP), and who is typing',
      '`change` (data: { conversations: ids, or null for all }), `typing` (data: ChatTyping, a member or guest types)',
      { tags: opsTags, security: opsSecurity, errors: opsErrors },
    ),
  );
  app.get(opsStream, (c: Context<AppEnv>) => operatorStream(hub, actorOf(c)));
};
