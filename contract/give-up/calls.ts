import { calls } from '../endpoint';
import * as giveUpEndpoints from './endpoints';
import { giveUpSchemas } from './schemas';

/** The give-up calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const giveUpCalls = /* @__PURE__ */ calls(giveUpEndpoints, giveUpSchemas);
