import type { Deps } from '../../../core/context/deps';
import { createRouter } from '../../../core/http/openapi';
import { walletContext, type WalletRoute } from './context';
import { balance } from './get-balance';
import { consolidated } from './get-consolidated';
import { merchantWallet } from './get-merchant-wallet';
import { transfer } from './post-transfer';

/**
 * The member's wallet calls, one file each (tests/helpers/route-files.ts), in the order they are
 * registered.
 */
export const routes: WalletRoute[] = [balance, merchantWallet, transfer, consolidated];

/** Member wallet calls of spec section 7 (token required; trial accounts refused but for the mode). */
export function walletRoutes(deps: Deps) {
  const app = createRouter();
  const ctx = walletContext(deps);
  for (const add of routes) add(app, ctx);
  return app;
}
