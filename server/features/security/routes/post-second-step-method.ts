import { eq } from 'drizzle-orm';
import { securityCalls } from '../../../../contract/security/calls';
import { accountSecurity } from '../../../db/schema';
import { AppError, ok } from '../../../core/context/errors';
import { route } from '../../../core/http/openapi';
import { loadSecurity } from '../../accounts';
import { methodBound } from '../get-overview';
import { doc, type SecurityRoute } from './context';

export const secondStepMethod: SecurityRoute = (app, { deps }) =>
  app.openapi(
    route(
      securityCalls.secondStepMethod,
      doc('How a login from a new address is confirmed: sms, email, totp or payee'),
    ),
    async (c) => {
      const { accountId } = c.get('session');
      const { method } = c.req.valid('json');
      const row = await loadSecurity(deps.db, accountId);
      if (!methodBound(row, method))
        throw new AppError('NOT_BOUND', `nothing bound for ${method}`, { field: 'method' });
      await deps.db
        .update(accountSecurity)
        .set({ secondStepMethod: method })
        .where(eq(accountSecurity.accountId, accountId));
      return c.json(ok(null), 200);
    },
  );
