import { walletCalls } from '../../../../contract/wallet/calls';
import { route } from '../../../core/http/openapi';
import { getConsolidated } from '../get-consolidated';
import { doc, reply, who, type WalletRoute } from './context';

const summary = 'Consolidated contract info (0 until agent contracts exist) and the balance';

export const consolidated: WalletRoute = (app, { deps, member }) =>
  app.openapi(route(walletCalls.consolidated, doc(summary, 'Consolidated info', [member])), async (c) =>
    reply(c, await getConsolidated(deps.db, who(c))),
  );
