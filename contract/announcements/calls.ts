import { calls } from '../endpoint';
import * as announcementsEndpoints from './endpoints';
import { announcementsSchemas } from './schemas';

/** The announcements calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const announcementsCalls = /* @__PURE__ */ calls(announcementsEndpoints, announcementsSchemas);
