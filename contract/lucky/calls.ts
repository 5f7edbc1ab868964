import { calls } from '../endpoint';
import * as luckyEndpoints from './endpoints';
import { luckySchemas } from './schemas';

/** The lucky calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const luckyCalls = /* @__PURE__ */ calls(luckyEndpoints, luckySchemas);
