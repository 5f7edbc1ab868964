import { createRoute, z } from '@hono/zod-openapi';
import { memberIcon as path } from '../../../../contract/accounts/endpoints';
import { avatarSvg, loadAccount } from '../member-info';
import { sessionDoc, type AccountsRoute } from './context';

/** An SVG image, not an envelope: registered by its path (contract/accounts/endpoints.ts), not by a call. */
export const memberIcon: AccountsRoute = (app, { deps }) => {
  const { answer, errors, ...doc } = sessionDoc(
    deps,
    // The header draws it behind the forced change-password popup (decision 103).
    { allowTrial: true, duringPasswordChange: true },
    'Generated avatar of the logged-in account',
    'SVG image',
  );
  app.openapi(
    createRoute({
      method: 'get',
      path,
      ...doc,
      responses: {
        200: { description: answer, content: { 'image/svg+xml': { schema: z.string() } } },
        401: errors[401],
        403: errors[403],
      },
    }),
    async (c) => {
      const account = await loadAccount(deps.db, c.get('session').accountId);
      // One URL for every account: a cached copy would show the previous account's avatar.
      c.header('Cache-Control', 'private, no-store');
      return c.body(avatarSvg(account), 200, { 'Content-Type': 'image/svg+xml; charset=utf-8' });
    },
  );
};
