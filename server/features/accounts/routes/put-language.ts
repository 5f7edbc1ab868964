import { accountsCalls } from '../../../../contract/accounts/calls';
import { ok } from '../../../core/context/errors';
import { route } from '../../../core/http/openapi';
import { setMemberLanguage } from '../set-language';
import { noStore, sessionDoc, type AccountsRoute } from './context';

export const language: AccountsRoute = (app, { deps }) =>
  app.openapi(
    route(
      accountsCalls.language,
      sessionDoc(deps, { allowTrial: true }, 'The language the member switched the lobby to', 'Kept'),
    ),
    async (c) => {
      await setMemberLanguage(deps.db, c.get('session').accountId, c.req.valid('json').language);
      noStore(c);
      return c.json(ok(null), 200);
    },
  );
