import { accountsCalls } from '../../../../contract/accounts/calls';
import { AppError, ok } from '../../../core/context/errors';
import { route } from '../../../core/http/openapi';
import { findInvitation } from '../register';
import { doc, noStore, type AccountsRoute } from './context';

export const affiliate: AccountsRoute = (app, ctx) =>
  app.openapi(
    route(
      accountsCalls.affiliate,
      doc('Check an invitation (affiliate) code before registering', 'The code is valid'),
    ),
    async (c) => {
      const found = await findInvitation(ctx, c.req.valid('query').code);
      if (!found) throw new AppError('INVALID_INVITATION_CODE', 'unknown invitation code', { field: 'code' });
      noStore(c);
      return c.json(ok({ valid: true as const, agentNickname: found.agentNickname }), 200);
    },
  );
