/** Red envelopes' public entry (decision 058): member routes, the nightly pass, seed, operator calls. */
export { redEnvelopeRoutes } from './routes';
export { nightlyDrops } from './drops';
export { seedRedEnvelopes } from './seed';
export { createDropByOperator, listDropsForOps } from './ops';
export { envelopeTerms } from './seed';
