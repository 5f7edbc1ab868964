import { ErrorEnvelope } from '../../../../contract/envelope';
import { gamesCalls } from '../../../../contract/games/calls';
import { jsonContent, route } from '../../../core/http/openapi';
import { addFavorite as add } from '../favorites';
import { memberDoc, reply, who, type MemberRoute } from './context';

const summary = 'Add a favourite (adding twice is fine); NOT_FOUND for an unknown game';
const errors = { 404: jsonContent(ErrorEnvelope, 'Unknown game (NOT_FOUND)') };

export const addFavorite: MemberRoute = (app, ctx) =>
  app.openapi(route(gamesCalls.addFavorite, memberDoc(ctx, summary, 'Added', errors)), async (c) => {
    const { nodeId } = c.req.valid('json');
    await add(ctx.deps.db, who(c), nodeId);
    return reply(c, { nodeId, favorite: true });
  });
