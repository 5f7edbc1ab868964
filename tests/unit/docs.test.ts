import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INDEX, readRecords, renderIndex } from '../../scripts/decisions-index';

// Issue 14 point 6: the docs a comment points to must exist and say what they are. A decision
// record carries its status, date and what it supersedes; a "spec section N" in the code leads to
// section N of docs/product.md.

const root = path.resolve(__dirname, '../..');
const decisionsDir = path.join(root, 'docs/decisions');

function sourceFiles(dir: string, names = /\.(ts|tsx)$/): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full, names);
    return names.test(entry.name) ? [full] : [];
  });
}

describe('decision records', () => {
  // Every record but the index (README.md, written from them).
  const files = fs.readdirSync(decisionsDir).filter((name) => /^\d{3}-.*\.md$/.test(name));

  it('are numbered once each, the title repeating the number', () => {
    const numbers = files.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const name of files) {
      const title = fs.readFileSync(path.join(decisionsDir, name), 'utf8').split('\n')[0];
      expect(title, name).toMatch(new RegExp(`^# ${name.slice(0, 3)}\\b`));
    }
  });

  it('state their status, date and what they supersede before the text', () => {
    for (const name of files) {
      const head = fs.readFileSync(path.join(decisionsDir, name), 'utf8').split('\n').slice(0, 10).join('\n');
      expect(head, name).toMatch(/^Status: \S/m);
      expect(head, name).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
      expect(head, name).toMatch(/^Supersedes: \S/m);
    }
  });

  it('are indexed: README.md is what npm run decisions-index writes (run it after adding or amending one)', async () => {
    const records = readRecords();
    expect(records.map((r) => r.file)).toEqual(files.sort());
    expect(fs.readFileSync(INDEX, 'utf8')).toBe(await renderIndex(records));
  });
});

describe('spec references in the code', () => {
  it('each lead to a section of docs/product.md', () => {
    const product = fs.readFileSync(path.join(root, 'docs/product.md'), 'utf8');
    const sections = new Set([...product.matchAll(/^## (\d+)\. /gm)].map((match) => match[1]));
    const cited = new Set<string>();
    for (const dir of ['server', 'src', 'contract']) {
      for (const file of sourceFiles(path.join(root, dir))) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/spec section (\d+)/g))
          cited.add(match[1]!);
      }
    }
    expect(cited.size).toBeGreaterThan(0);
    for (const number of cited) expect(sections, `spec section ${number}`).toContain(number);
  });
});

describe('database function files cited in the code and the docs', () => {
  it('each exist in server/db/functions (a comment names the file, not the migration)', () => {
    const cited = new Set<string>();
    for (const dir of ['server', 'docs']) {
      for (const file of sourceFiles(path.join(root, dir), /\.(ts|tsx|sql|md)$/)) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/db\/functions\/(\w+)\.sql/g))
          cited.add(match[1]!);
      }
    }
    expect(cited.size).toBeGreaterThan(0);
    for (const name of cited)
      expect(
        fs.existsSync(path.join(root, 'server/db/functions', `${name}.sql`)),
        `db/functions/${name}.sql`,
      ).toBe(true);
  });
});
