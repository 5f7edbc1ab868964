import { get } from '../endpoint';
import type { HealthSchemas as S } from '../health';

/** Probes for a load balancer (decision 026), outside /wps. */
export const liveness = get<S['liveness']>('/healthz');
export const readiness = get<S['readiness']>('/readyz');
