import { ErrorEnvelope } from '../../../contract/envelope';
import { RECORDS_MAX_DAYS } from '../../../contract/records/schemas';
import { recordsCalls as calls } from '../../../contract/records/calls';
import type { Deps } from '../../core/context/deps';
import { createRouter, errorResponses, jsonContent, route } from '../../core/http/openapi';
import { requireSession } from '../../core/sessions/require-session';
import { listBets } from './list-bets';
import { listBonuses } from './list-bonuses';
import { listTransactions } from './list-transactions';
import { profitReport } from './profit-report';
import { reply } from '../../core/http/reply';

const tags = ['records'];
const security = [{ bearerAuth: [] }];
const errors = {
  401: jsonContent(ErrorEnvelope, 'No live session (NOT_LOGGED_IN)'),
  403: jsonContent(ErrorEnvelope, 'Trial account (NEED_REAL_ACCOUNT)'),
  ...errorResponses,
};
const rangeNote =
  `from and to are calendar days (yyyy-MM-dd) in the member zone, tz its offset in minutes east ` +
  `of UTC; both ends included, at most ${RECORDS_MAX_DAYS} days (else BAD_REQUEST with field "to"). `;
const pageNote =
  'Newest first; pass nextCursor as cursor for the next page (keyset on time and id: rows that ' +
  'arrive meanwhile never shift a page). Totals cover the whole filter, not the page.';

/** The member-centre records of spec section 2 (token required; real accounts only). */
export function recordsRoutes(deps: Deps) {
  const app = createRouter();
  const member = requireSession(deps);

  app.openapi(
    route(calls.bets, {
      tags,
      security,
      summary: 'Betting record (personalHistoryCopy): bets with game, round, stake, win, profit, status',
      description: rangeNote + pageNote,
      middleware: [member],
      answer: 'A page of bets and the totals',
      errors,
    }),
    async (c) => reply(c, await listBets(deps.db, c.get('session').accountId, c.req.valid('query'))),
  );

  app.openapi(
    route(calls.transactions, {
      tags,
      security,
      summary: 'Transaction history (transactionHistory): ledger entries of all the member wallets',
      description: rangeNote + pageNote + ' type filters by ledger transaction kind.',
      middleware: [member],
      answer: 'A page of entries and the totals in and out',
      errors,
    }),
    async (c) => reply(c, await listTransactions(deps.db, c.get('session').accountId, c.req.valid('query'))),
  );

  app.openapi(
    route(calls.profit, {
      tags,
      security,
      summary: 'Profit and loss (personalProfit): per day and per vendor and game type',
      description: rangeNote + 'profit = win − validBet (settled bets); rolled-back bets count nowhere.',
      middleware: [member],
      answer: 'The report',
      errors,
    }),
    async (c) => reply(c, await profitReport(deps.db, c.get('session').accountId, c.req.valid('query'))),
  );

  app.openapi(
    route(calls.bonuses, {
      tags,
      security,
      summary: 'Bonus details (bonusDetails): bonus credits with their reason',
      description: rangeNote + pageNote,
      middleware: [member],
      answer: 'A page of bonuses and the total',
      errors,
    }),
    async (c) => reply(c, await listBonuses(deps.db, c.get('session').accountId, c.req.valid('query'))),
  );
  return app;
}
