import { accountsCalls } from '../../../../contract/accounts/calls';
import { ok } from '../../../core/context/errors';
import { route } from '../../../core/http/openapi';
import { findAccountById } from '../account-record';
import { completeLogin, requestMeta } from '../complete-login';
import { checkEntry } from '../login';
import { loadAccount } from '../member-info';
import { answerChallenge } from '../second-step';
import { doc, failure, noStore, type AccountsRoute } from './context';

export const secondStep: AccountsRoute = (app, ctx) =>
  app.openapi(
    route(
      accountsCalls.secondStep,
      doc(
        'Complete a login from a new address (SMS or e-mail code, authenticator code, payee name)',
        'The session',
        { 401: failure('SECOND_STEP_FAILED') },
      ),
    ),
    async (c) => {
      noStore(c);
      const { db } = ctx.deps;
      const { challengeId, answer } = c.req.valid('json');
      const meta = requestMeta(c);
      const done = await answerChallenge(
        db,
        ctx.sealer,
        (id) => findAccountById(db, id),
        challengeId,
        answer,
        meta.ip,
      );
      const account = await loadAccount(db, done.accountId);
      checkEntry(account, done.area === 'agent' ? 'agent' : 'member');
      return c.json(ok(await completeLogin(db, ctx.site, account, meta, 'second-step')), 200);
    },
  );
