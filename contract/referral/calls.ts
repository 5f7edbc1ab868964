import { calls } from '../endpoint';
import * as referralEndpoints from './endpoints';
import { referralSchemas } from './schemas';

/** The referral calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const referralCalls = /* @__PURE__ */ calls(referralEndpoints, referralSchemas);
