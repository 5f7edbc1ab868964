import { base } from '../../../../contract/payments/endpoints';
import type { Deps } from '../../../core/context/deps';
import { AppError } from '../../../core/context/errors';
import { createRouter } from '../../../core/http/openapi';
import { requireSession } from '../../../core/sessions/require-session';
import { paymentsContext, type PaymentsRoute } from './context';
import { removeBankCard } from './delete-bank-card';
import { bankCards } from './get-bank-cards';
import { channels } from './get-channels';
import { deposit } from './get-deposit';
import { deposits } from './get-deposits';
import { withdrawInfo } from './get-withdraw-info';
import { withdrawal } from './get-withdrawal';
import { withdrawals } from './get-withdrawals';
import { addBankCard } from './post-bank-card';
import { callback } from './post-callback';
import { confirmWithdrawal } from './post-confirm';
import { createDeposit } from './post-deposit';
import { createWithdrawal } from './post-withdrawal';
import { proof } from './proof';

/** The cashier's calls, one file each (tests/helpers/route-files.ts), in the order they are registered. */
export const routes: PaymentsRoute[] = [
  channels,
  createDeposit,
  deposits,
  deposit,
  bankCards,
  addBankCard,
  removeBankCard,
  withdrawInfo,
  createWithdrawal,
  withdrawals,
  withdrawal,
  confirmWithdrawal,
  proof,
  callback,
];

/** The cashier's member paths: each needs the session of a real account. */
const guarded = [
  '/deposit/*',
  '/deposits',
  '/deposits/*',
  '/bank-cards',
  '/bank-cards/*',
  '/withdrawals',
  '/withdrawals/*',
];

/**
 * Deposits (depositv2), bank cards and withdrawals (withdraw) for members; the gateways' signed
 * callbacks at /pay/callback/{gateway} (the demo gateway's bank page is mounted before, by app.ts); withdrawal proof images at
 * /files/withdrawals/{id}/proof (outside /wps because of their 5 MB body limit).
 */
export function paymentsRoutes(deps: Deps) {
  const app = createRouter();
  const session = requireSession(deps);
  for (const path of guarded) app.use(`${base}${path}`, session);
  const ctx = paymentsContext(deps);
  for (const add of routes) add(app, ctx);
  // Unknown /pay and /files paths are API errors, not the PWA's index page.
  app.all('/pay/*', () => {
    throw new AppError('NOT_FOUND', 'no such payment path');
  });
  app.all('/files/*', () => {
    throw new AppError('NOT_FOUND', 'no such file');
  });
  return app;
}
