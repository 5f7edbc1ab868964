import { calls } from '../endpoint';
import * as walletEndpoints from './endpoints';
import { walletSchemas } from './schemas';

/** The wallet calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const walletCalls = /* @__PURE__ */ calls(walletEndpoints, walletSchemas);
