import { walletCalls } from '../../../../contract/wallet/calls';
import { route } from '../../../core/http/openapi';
import { isSingleWallet } from '../wallet-mode';
import { authErrors, doc, reply, type WalletRoute } from './context';

const summary = 'Whether the merchant runs a single wallet (no transfers) — trial accounts allowed';

export const merchantWallet: WalletRoute = (app, { deps, anyMember }) =>
  app.openapi(
    route(walletCalls.merchantWallet, doc(summary, 'Wallet mode', [anyMember], { 401: authErrors[401] })),
    async (c) => reply(c, { isSingle: await isSingleWallet(deps.db) }),
  );
