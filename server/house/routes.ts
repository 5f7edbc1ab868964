import type { Deps } from '../core/context/deps';
import { createRouter } from '../core/http/openapi';
import { houseGameRoutes } from './game-routes';
import { houseTableRoutes } from './table-routes';
import type { Send } from './client';
import { createOperator } from './operator';
import { houseProviderKeys } from './secret';

/**
 * The house provider's game API (`/wps/house/*`). Its operator calls are real signed HTTP
 * requests to the operator's seamless-wallet API (`wallet`, features/wallet/seamless-routes.ts),
 * answered in-process (ADR 012): the same path an outside vendor's calls take.
 */
export function houseRoutes(deps: Deps, wallet: Send) {
  const app = createRouter();
  const operator = createOperator(houseProviderKeys(deps.config).current, wallet);
  app.route('/', houseGameRoutes(deps, operator));
  app.route('/', houseTableRoutes(deps, operator));
  return app;
}
