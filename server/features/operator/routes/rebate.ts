import { operatorCalls } from '../../../../contract/operator/calls';
import { route } from '../../../core/http/openapi';
import { listRates, setRate } from '../../rebate';
import { actorOf } from '../require-operator';
import { opsDoc, parts, reply, type OpsRoute } from './context';

/*
 * The rebate rate table on the operator API (decision 045), the same audited action as
 * `npm run ops -- rebate-rate`. A change applies to bets accrued from then on.
 */
export const rebateRates: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(
      operatorCalls.rebateRates,
      opsDoc('Rebate rates by game type and VIP level (basis points of the valid bet)', 'OK', parts.rebate),
    ),
    async (c) => reply(c, await listRates(deps.db)),
  );

export const setRebateRate: OpsRoute = (app, { deps }) =>
  app.openapi(
    route(
      operatorCalls.setRebateRate,
      opsDoc('Set one rate (100 = 1.00%, at most 500); bets accrued from now on take it', 'OK', parts.rebate),
    ),
    async (c) => reply(c, await setRate(deps.db, actorOf(c), c.req.valid('json'))),
  );
