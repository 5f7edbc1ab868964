import { calls } from '../endpoint';
import * as pointsEndpoints from './endpoints';
import { pointsSchemas } from './schemas';

/** The points calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const pointsCalls = /* @__PURE__ */ calls(pointsEndpoints, pointsSchemas);
