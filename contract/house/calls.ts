import { calls } from '../endpoint';
import * as houseEndpoints from './endpoints';
import { houseSchemas } from './schemas';

/** The house calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const houseCalls = /* @__PURE__ */ calls(houseEndpoints, houseSchemas);
