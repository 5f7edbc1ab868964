import { calls } from '../endpoint';
import * as chatEndpoints from './endpoints';
import { chatSchemas } from './schemas';

/** The chat calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const chatCalls = /* @__PURE__ */ calls(chatEndpoints, chatSchemas);
