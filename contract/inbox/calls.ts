import { calls } from '../endpoint';
import * as inboxEndpoints from './endpoints';
import { inboxSchemas } from './schemas';

/** The inbox calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const inboxCalls = /* @__PURE__ */ calls(inboxEndpoints, inboxSchemas);
