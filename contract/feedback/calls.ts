import { calls } from '../endpoint';
import * as feedbackEndpoints from './endpoints';
import { feedbackSchemas } from './schemas';

/** The feedback calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const feedbackCalls = /* @__PURE__ */ calls(feedbackEndpoints, feedbackSchemas);
