import { calls } from '../endpoint';
import * as redEnvelopesEndpoints from './endpoints';
import { redEnvelopesSchemas } from './schemas';

/** The red-envelopes calls: each endpoint joined to its schemas, for the server to register (decision 064). */
export const redEnvelopesCalls = /* @__PURE__ */ calls(redEnvelopesEndpoints, redEnvelopesSchemas);
