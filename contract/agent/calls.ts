import { calls } from '../endpoint';
import * as agentEndpoints from './endpoints';
import { agentSchemas } from './schemas';

/** The agent calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const agentCalls = /* @__PURE__ */ calls(agentEndpoints, agentSchemas);
