import { calls } from '../endpoint';
import * as securityEndpoints from './endpoints';
import { securitySchemas } from './schemas';

/** The security calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const securityCalls = /* @__PURE__ */ calls(securityEndpoints, securitySchemas);
