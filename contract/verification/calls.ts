import { calls } from '../endpoint';
import * as verificationEndpoints from './endpoints';
import { verificationSchemas } from './schemas';

/** The verification calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const verificationCalls = /* @__PURE__ */ calls(verificationEndpoints, verificationSchemas);
