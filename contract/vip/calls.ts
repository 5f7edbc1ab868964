import { calls } from '../endpoint';
import * as vipEndpoints from './endpoints';
import { vipSchemas } from './schemas';

/** The vip calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const vipCalls = /* @__PURE__ */ calls(vipEndpoints, vipSchemas);
