import { calls } from '../endpoint';
import * as operatorEndpoints from './endpoints';
import { operatorSchemas } from './schemas';

/** The operator calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const operatorCalls = /* @__PURE__ */ calls(operatorEndpoints, operatorSchemas);
