import { calls } from '../endpoint';
import * as systemEndpoints from './endpoints';
import { systemSchemas } from './schemas';

/** The system calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const systemCalls = /* @__PURE__ */ calls(systemEndpoints, systemSchemas);
