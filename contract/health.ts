import { z } from 'zod';
import { envelope } from './envelope';

/** /healthz: the process runs and answers. */
export const Liveness = z.object({ status: z.literal('live') }).meta({ id: 'Liveness' });
export const LivenessResponse = envelope(Liveness);

/** /readyz: the database answers and this build's migrations are applied. */
export const Readiness = z.object({ status: z.literal('ready') }).meta({ id: 'Readiness' });
export const ReadinessResponse = envelope(Readiness);
