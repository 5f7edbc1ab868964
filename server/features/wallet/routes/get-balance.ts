import { walletCalls } from '../../../../contract/wallet/calls';
import { route } from '../../../core/http/openapi';
import { getBalance } from '../get-balance';
import { doc, reply, who, type WalletRoute } from './context';

const summary = 'Main wallet balance (minor units, string) and the vendor wallets';

export const balance: WalletRoute = (app, { deps, member }) =>
  app.openapi(route(walletCalls.balance, doc(summary, 'Balances', [member])), async (c) =>
    reply(c, await getBalance(deps.db, who(c))),
  );
