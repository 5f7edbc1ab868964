import { accountsCalls } from '../../../../contract/accounts/calls';
import { ok } from '../../../core/context/errors';
import { route } from '../../../core/http/openapi';
import { memberInfo as findMemberInfo } from '../member-info';
import { noStore, sessionDoc, type AccountsRoute } from './context';

export const memberInfo: AccountsRoute = (app, { deps }) =>
  app.openapi(
    route(
      accountsCalls.memberInfo,
      sessionDoc(
        deps,
        { allowTrial: true, duringPasswordChange: true },
        'The logged-in account (trial accounts too)',
        'Member info',
      ),
    ),
    async (c) => {
      noStore(c);
      return c.json(ok(await findMemberInfo(deps.db, c.get('session').accountId)), 200);
    },
  );
