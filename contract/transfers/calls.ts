import { calls } from '../endpoint';
import * as transferEndpoints from './endpoints';
import { transferSchemas } from './schemas';

/** The transfers calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const transferCalls = /* @__PURE__ */ calls(transferEndpoints, transferSchemas);
