import { calls } from '../endpoint';
import * as paymentsEndpoints from './endpoints';
import { paymentsSchemas } from './schemas';

/** The payments calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const paymentsCalls = /* @__PURE__ */ calls(paymentsEndpoints, paymentsSchemas);
