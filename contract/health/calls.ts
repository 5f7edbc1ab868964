import { calls } from '../endpoint';
import * as healthEndpoints from './endpoints';
import { healthSchemas } from './schemas';

/** The health calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const healthCalls = /* @__PURE__ */ calls(healthEndpoints, healthSchemas);
