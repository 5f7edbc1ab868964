import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../contract/errors';
import { createTestApp, type TestApp } from '../tests/helpers/test-app';
import { createSession } from './core/sessions/sessions';

/**
 * Every call the server publishes, fed malformed input: it must answer with a 4xx (or a 2xx
 * where the input happens to be acceptable) and a known error code, never a 500.
 */
type Schema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Parameter = { name: string; in: string; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

let t: TestApp;
let doc: Doc;
let operations: { method: string; path: string; op: Operation }[];

beforeAll(async () => {
  t = await createTestApp();
  doc = (await (await t.get('/openapi.json')).json()) as Doc;
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(() => t.close());

const nasty = [
  '',
  '%',
  "'; DROP TABLE accounts;--",
  'x'.repeat(3000),
  '\u0000',
  '-1',
  '1e309',
  '{"a":',
  '[]',
  'null',
];
const bodies: (string | undefined)[] = [
  undefined,
  '',
  '{',
  'null',
  '[]',
  '"text"',
  '{"username":{"$gt":""},"password":[1,2]}',
  // 1e309 overflows a double: written as text so the body carries it as is.
  `{"nodeId":"${'x'.repeat(500)}","pageNo":-5,"code":null,"amount":1e309}`,
];
const authHeaders: Record<string, string>[] = [
  {},
  { authorization: 'Bearer ' + 'A'.repeat(43) },
  { authorization: 'Basic Zm9v' },
];

function fill(path: string, value: string) {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
}

describe('malformed input to every published call', () => {
  it('lists the calls', () => {
    expect(operations.length).toBeGreaterThan(5);
  });

  it('never answers with a 500', async () => {
    const failures: string[] = [];
    for (const { method, path } of operations) {
      for (const value of nasty) {
        for (const body of method === 'GET' || method === 'DELETE' ? [undefined] : bodies) {
          for (const headers of authHeaders) {
            const url = `${fill(path, value)}?pageNo=${encodeURIComponent(value)}&language=${encodeURIComponent(value)}&gameName=${encodeURIComponent(value)}`;
            const res = await t.app.request(url, {
              method,
              headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77', ...headers },
              ...(body === undefined ? {} : { body }),
            });
            const text = await res.text();
            const where = `${method} ${path} value=${JSON.stringify(value.slice(0, 12))} body=${String(body).slice(0, 20)}`;
            if (res.status >= 500) failures.push(`${where} -> ${res.status} ${text.slice(0, 120)}`);
            else if (res.status >= 400 && res.headers.get('content-type')?.includes('json')) {
              const code = (JSON.parse(text) as { code?: string }).code;
              if (!errorCodes.includes(code as never)) failures.push(`${where} -> unknown code ${code}`);
            }
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

/** C0 controls and DEL; NUL cannot even be stored in a PostgreSQL text column. */
const controls = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f'];

/** A plausible value for a JSON schema, and the paths of its string leaves. */
function sample(schema: Schema | undefined, path: string[], strings: string[][], depth = 0): unknown {
  if (!schema || depth > 8) return 'x';
  if (schema.$ref)
    return sample(doc.components?.schemas?.[schema.$ref.split('/').pop()!], path, strings, depth + 1);
  const pick = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (pick) return sample(pick, path, strings, depth + 1);
  if (schema.const !== undefined) return schema.const;
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== 'null') : schema.type;
  if (schema.enum?.length && type !== 'string') return schema.enum[0];
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, prop] of Object.entries(schema.properties ?? {}))
      out[key] = sample(prop, [...path, key], strings, depth + 1);
    return out;
  }
  if (type === 'array') return [sample(schema.items, [...path, '0'], strings, depth + 1)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  strings.push(path);
  return typeof schema.enum?.[0] === 'string' ? schema.enum[0] : 'x';
}

function withValue(body: unknown, path: string[], value: string): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  let at: Record<string, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[path[path.length - 1]!] = value;
  return copy;
}

describe('control characters in every string field', () => {
  it('are refused with INVALID_CHARACTERS (400), never stored nor a 500', async () => {
    const demo = await t.database.pool.query<{ id: number }>(
      "SELECT id FROM accounts WHERE account = 'demo'",
    );
    const { token } = await createSession(t.deps.db, {
      accountId: demo.rows[0]!.id,
      ip: '203.0.113.78',
      userAgent: null,
    });
    const failures: string[] = [];
    let tried = 0;
    const send = async (where: string, url: string, method: string, contentType: string, body?: string) => {
      tried++;
      const res = await t.app.request(url, {
        method,
        headers: {
          'content-type': contentType,
          'x-forwarded-for': '203.0.113.78',
          authorization: `Bearer ${token}`,
        },
        ...(body === undefined ? {} : { body }),
      });
      const text = await res.text();
      const code = res.headers.get('content-type')?.includes('json')
        ? (JSON.parse(text) as { code?: string }).code
        : undefined;
      if (res.status !== 400 || code !== 'INVALID_CHARACTERS')
        failures.push(`${where} -> ${res.status} ${code ?? text.slice(0, 80)}`);
    };
    let n = 0;
    // One NUL and one other control character (rotating through the list) per field.
    const charsFor = () => ['\u0000', controls[1 + (n++ % (controls.length - 1))]!];
    for (const { method, path, op } of operations) {
      const plainPath = path.replace(/\{[^}]+\}/g, '1');
      for (const param of op.parameters ?? []) {
        if (param.in !== 'query' && param.in !== 'path') continue;
        for (const ch of charsFor()) {
          const value = encodeURIComponent(`a${ch}b`);
          const url =
            param.in === 'path'
              ? path.replace(`{${param.name}}`, value).replace(/\{[^}]+\}/g, '1')
              : `${plainPath}?${encodeURIComponent(param.name)}=${value}`;
          await send(
            `${method} ${path} ${param.in} ${param.name} ${JSON.stringify(ch)}`,
            url,
            method,
            'application/json',
          );
        }
      }
      const content = op.requestBody?.content ?? {};
      for (const type of ['application/json', 'application/x-www-form-urlencoded']) {
        if (!content[type]) continue;
        const strings: string[][] = [];
        const body = sample(content[type].schema, [], strings);
        for (const field of strings) {
          for (const ch of charsFor()) {
            const changed = withValue(body, field, `a${ch}b`) as Record<string, unknown>;
            const text =
              type === 'application/json'
                ? JSON.stringify(changed)
                : new URLSearchParams(Object.entries(changed).map(([k, v]) => [k, String(v)])).toString();
            await send(
              `${method} ${path} ${type} ${field.join('.')} ${JSON.stringify(ch)}`,
              plainPath,
              method,
              type,
              text,
            );
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(100);
    expect(failures).toEqual([]);
  }, 120_000);
});
