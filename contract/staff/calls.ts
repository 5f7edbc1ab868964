import { calls } from '../endpoint';
import * as staffEndpoints from './endpoints';
import { staffSchemas } from './schemas';

/** The staff calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const staffCalls = /* @__PURE__ */ calls(staffEndpoints, staffSchemas);
