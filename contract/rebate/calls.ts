import { calls } from '../endpoint';
import * as rebateEndpoints from './endpoints';
import { rebateSchemas } from './schemas';

/** The rebate calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const rebateCalls = /* @__PURE__ */ calls(rebateEndpoints, rebateSchemas);
