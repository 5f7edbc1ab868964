import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes } from '../contract/errors';
import { createTestApp, type TestApp } from '../tests/helpers/test-app';

/**
 * Every call the server publishes, fed malformed input: it must answer with a 4xx (or a 2xx
 * where the input happens to be acceptable) and a known error code, never a 500.
 */
let t: TestApp;
let operations: { method: string; path: string }[];

beforeAll(async () => {
  t = await createTestApp();
  const doc = (await (await t.get('/openapi.json')).json()) as {
    paths: Record<string, Record<string, unknown>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
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
