import { z } from 'zod';

/** /healthz: the process runs and answers. */
export const Liveness = z.object({ status: z.literal('live') }).meta({ id: 'Liveness' });

/** /readyz: the database answers and this build's migrations are applied. */
export const Readiness = z.object({ status: z.literal('ready') }).meta({ id: 'Readiness' });

/** A load balancer's probes (paths in contract/health/endpoints.ts, decision 064). */
export const healthSchemas = { liveness: { value: Liveness }, readiness: { value: Readiness } };
export type HealthSchemas = typeof healthSchemas;
