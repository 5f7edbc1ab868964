import { calls } from '../endpoint';
import * as gamesEndpoints from './endpoints';
import { gamesSchemas } from './schemas';

/** The games calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const gamesCalls = /* @__PURE__ */ calls(gamesEndpoints, gamesSchemas);
