import { calls } from '../endpoint';
import * as tableEndpoints from './endpoints';
import { tableSchemas } from './schemas';

/** The house-tables calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const houseTableCalls = /* @__PURE__ */ calls(tableEndpoints, tableSchemas);
