import { calls } from '../endpoint';
import * as helpEndpoints from './endpoints';
import { helpSchemas } from './schemas';

/** The help calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const helpCalls = /* @__PURE__ */ calls(helpEndpoints, helpSchemas);
