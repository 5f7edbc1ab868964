import { calls } from '../endpoint';
import * as missionsEndpoints from './endpoints';
import { missionsSchemas } from './schemas';

/** The missions calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const missionsCalls = /* @__PURE__ */ calls(missionsEndpoints, missionsSchemas);
