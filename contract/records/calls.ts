import { calls } from '../endpoint';
import * as recordsEndpoints from './endpoints';
import { recordsSchemas } from './schemas';

/** The records calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const recordsCalls = /* @__PURE__ */ calls(recordsEndpoints, recordsSchemas);
