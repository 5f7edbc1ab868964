import type { Endpoint, RawEndpoints } from '../../../contract/endpoint';
import * as chat from '../../../contract/chat/endpoints';
import * as operator from '../../../contract/operator/endpoints';
import * as staff from '../../../contract/staff/endpoints';
import { STAFF_PERMISSIONS, type OpsCallName } from '../../../contract/staff/permissions';

type Matcher = { name: OpsCallName; method: string; pattern: RegExp; params: number };

/** The calls of an endpoints module, JSON and raw, by name, with their method and path. */
function callsOf(module: object): [string, { method: string; path: string }][] {
  const json = Object.entries(module).filter(
    (e): e is [string, Endpoint] => typeof e[1] === 'object' && e[0] !== 'raw',
  );
  const raw = Object.entries(('raw' in module ? module.raw : {}) as RawEndpoints);
  return [...json, ...raw];
}

const modules = { operator, chat, staff } as const;

/**
 * Every /ops call of the contract as `<module>.<call>`, method and path: what the permission
 * table (contract/staff/permissions.ts) names and the matrix test walks.
 */
export const opsCalls = Object.entries(modules).flatMap(([module, m]) =>
  callsOf(m)
    .filter(([, e]) => e.path.startsWith('/ops/'))
    .map(([key, e]) => ({ name: `${module}.${key}`, method: e.method, path: e.path })),
);

/** `{id}` matches one path segment; fewer parameters first, so a literal path wins over a pattern. */
const matchers: Matcher[] = opsCalls
  .filter((c) => Object.hasOwn(STAFF_PERMISSIONS, c.name))
  .map((c) => ({
    name: c.name as OpsCallName,
    method: c.method,
    pattern: new RegExp(`^${c.path.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    params: (c.path.match(/\{/g) ?? []).length,
  }))
  .sort((a, b) => a.params - b.params);

/** The permission-table name of the /ops call a request makes, or undefined (no such call). */
export function callOf(method: string, path: string): OpsCallName | undefined {
  const m = method === 'HEAD' ? 'GET' : method;
  return matchers.find((x) => x.method === m && x.pattern.test(path))?.name;
}
