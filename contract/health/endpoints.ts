import { get } from '../endpoint';
import type { HealthSchemas as S } from './schemas';

/** Probes for a load balancer (decision 026), outside /wps. */
export const liveness = get<S['liveness']>('/healthz');
export const readiness = get<S['readiness']>('/readyz');
