import { calls } from '../endpoint';
import * as accountsEndpoints from './endpoints';
import { accountsSchemas } from './schemas';

/** The accounts calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const accountsCalls = /* @__PURE__ */ calls(accountsEndpoints, accountsSchemas);
