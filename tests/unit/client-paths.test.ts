import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * Decisions 064 and 081: the client calls the server only through paths described
 * in contract/, so no request path is typed twice. A path string in src/ (a quoted '/wps/…',
 * '/lgw/…' or '/ping.json') is a call the contract does not describe.
 */
const root = join(__dirname, '../../src');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name)
        ? [join(dir, e.name)]
        : [],
  );
const pathLiteral = /['"`]\/(wps\/|lgw\/|ping\.json)/;

describe('the client types no request path', () => {
  it('has no /wps, /lgw or /ping.json string in src/ (they come from contract/)', () => {
    const found = sources(root).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ where: `${file.slice(root.length + 1)}:${i + 1}`, line: line.trim() }))
        .filter(({ line }) => !line.startsWith('*') && !line.startsWith('//') && pathLiteral.test(line)),
    );
    expect(found).toEqual([]);
  });
});
