import type { SiteGate } from '../../core/site/site-state';

/** The value of /wps/system/status: the route and the fast lane (server/fast-lane.ts) answer it. */
export function statusValue(gate: SiteGate, ip: string) {
  return {
    status: gate.status,
    endTime: gate.status === 1 ? gate.maintenance.until : null,
    info: gate.status === 1 ? gate.maintenance.info : null,
    ip,
  };
}
