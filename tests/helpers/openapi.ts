import { expect } from 'vitest';
import type { TestApp } from './test-app';

/** The app's OpenAPI document, as far as the tests read it. */
export type OpenApiDoc = {
  paths: Record<string, Record<string, unknown>>;
  components: { securitySchemes?: Record<string, unknown> };
};
export async function openApiDoc(t: TestApp): Promise<OpenApiDoc> {
  return (await (await t.get('/openapi.json')).json()) as OpenApiDoc;
}

/** Each call, as [path, method], is described in the document. */
export function expectDocumented(doc: OpenApiDoc, calls: [path: string, method: string][]): void {
  for (const [path, method] of calls) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
}
