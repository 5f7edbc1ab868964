import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INDEX, readRecords, renderIndex, TOPICS } from '../../scripts/decisions-index';

// The docs a comment points to must exist and say what they are: a decision record carries its
// status, topic, date and what it changes, and the index (docs/decisions/README.md) lists them by
// topic; every "decision N", "ADR N" and docs/<page>.md cited in the code or the docs resolves; a
// "spec section N" in the code leads to section N of docs/product.md.

const root = path.resolve(__dirname, '../..');
const decisionsDir = path.join(root, 'docs/decisions');

/** Files under dir whose name matches, node_modules left out. */
function filesUnder(dir: string, name: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(full, name);
    return name.test(entry.name) ? [full] : [];
  });
}

const sourceFiles = (dir: string) => filesUnder(path.join(root, dir), /\.(ts|tsx)$/);
/** Where the code and the docs cite decisions and pages: sources, SQL, styles, every Markdown file. */
const citingFiles = [
  ...['server', 'src', 'contract', 'sw', 'scripts', 'tests', 'locales'].flatMap((dir) =>
    filesUnder(path.join(root, dir), /\.(ts|tsx|js|mjs|sql|css|html)$/),
  ),
  ...filesUnder(path.join(root, 'docs'), /\.md$/),
  ...fs
    .readdirSync(root)
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(root, name)),
];
const relative = (file: string) => path.relative(root, file);

describe('decision records', () => {
  // Every record but the index (README.md, written from them).
  const files = fs.readdirSync(decisionsDir).filter((name) => /^\d{3}-.*\.md$/.test(name));
  const records = readRecords();
  const byNo = new Map(records.map((r) => [r.no, r]));

  it('are numbered once each, the title repeating the number', () => {
    const numbers = files.map((name) => name.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
    for (const name of files) {
      const title = fs.readFileSync(path.join(decisionsDir, name), 'utf8').split('\n')[0];
      expect(title, name).toMatch(new RegExp(`^# ${name.slice(0, 3)}\\. \\S`));
    }
  });

  it('state their status, topic, date and what they supersede before the text', () => {
    for (const name of files) {
      const head = fs.readFileSync(path.join(decisionsDir, name), 'utf8').split('\n').slice(0, 10).join('\n');
      expect(head, name).toMatch(/^Status: \S/m);
      expect(head, name).toMatch(/^Topic: \S/m);
      expect(head, name).toMatch(/^Date: \d{4}-\d{2}-\d{2}$/m);
      expect(head, name).toMatch(/^Supersedes: \S/m);
    }
    for (const r of records) {
      expect(
        r.status,
        `${r.file}: Status "${r.statusText}" (accepted[; amended by N][; extended by N] | superseded by N | rejected)`,
      ).toBeDefined();
      expect(Object.keys(TOPICS), `${r.file}: Topic "${r.topic}"`).toContain(r.topic);
    }
  });

  it('name in their status every later record that changes them, and only those', () => {
    // What a later record changes, the earlier one's status must say (folded records through the
    // record that holds their rule now); a rejected record changed nothing.
    const holder = (no: string) => {
      const r = byNo.get(no)!;
      return r.status?.state === 'superseded' ? r.status.by[0]! : no;
    };
    for (const later of records) {
      if (later.status?.state === 'rejected') continue;
      for (const no of later.changes) {
        const earlier = byNo.get(no);
        expect(earlier, `${later.file} names decision ${no}`).toBeDefined();
        if (earlier!.status?.state !== 'accepted' || holder(later.no) === no) continue;
        expect(earlier!.status.by, `${earlier!.file}'s status, changed by ${later.no}`).toContain(
          holder(later.no),
        );
      }
    }
    for (const r of records) {
      for (const no of r.status?.by ?? []) {
        const by = byNo.get(no);
        expect(by, `${r.file}'s status names decision ${no}`).toBeDefined();
        expect(by!.changes, `${by!.file} should name ${r.no} in its Supersedes or Amends line`).toContain(
          r.no,
        );
        if (r.status?.state === 'superseded')
          expect(by!.status?.state, `${r.file} superseded by ${no}`).toBe('accepted');
      }
    }
  });

  it('are indexed: README.md is what npm run decisions-index writes (run it after adding or amending one)', async () => {
    expect(records.map((r) => r.file)).toEqual(files.sort());
    const index = fs.readFileSync(INDEX, 'utf8');
    expect(index).toBe(await renderIndex(records));
    for (const r of records) expect(index, r.file).toContain(`](${r.file}): `);
  });
});

describe('citations in the code and the docs', () => {
  it('"decision N" and "ADR N" each name a record of docs/decisions', () => {
    const numbers = new Set(readRecords().map((r) => Number(r.no)));
    const missing: string[] = [];
    let count = 0;
    for (const file of citingFiles) {
      const text = fs.readFileSync(file, 'utf8');
      // "decision 068", "decisions 032, 035 and 068", "decisions 054-055", "ADR 031".
      for (const match of text.matchAll(
        /\b(?:decisions?|ADRs?)\s+(\d{1,3}(?:(?:,\s*|\s*[-–]\s*|,?\s+(?:and|or|to)\s+)\d{3}\b)*)/gi,
      )) {
        for (const n of match[1]!.match(/\d+/g)!) {
          count += 1;
          if (!numbers.has(Number(n))) missing.push(`${relative(file)}: "${match[0]}"`);
        }
      }
    }
    expect(count).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('every docs/<page>.md and every relative link between the docs leads to a file', () => {
    const missing: string[] = [];
    for (const file of citingFiles) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bdocs\/[\w./-]+\.md\b/g))
        if (!fs.existsSync(path.join(root, match[0]))) missing.push(`${relative(file)}: ${match[0]}`);
      if (!file.endsWith('.md')) continue;
      for (const match of text.matchAll(/\]\(([^)\s#:]+\.md)(?:#[^)]*)?\)/g))
        if (!fs.existsSync(path.resolve(path.dirname(file), match[1]!)))
          missing.push(`${relative(file)}: ${match[1]}`);
    }
    expect(missing).toEqual([]);
  });

  it('"spec section N" in the code each leads to a section of docs/product.md', () => {
    const product = fs.readFileSync(path.join(root, 'docs/product.md'), 'utf8');
    const sections = new Set([...product.matchAll(/^## (\d+)\. /gm)].map((match) => match[1]));
    const cited = new Set<string>();
    for (const dir of ['server', 'src', 'contract']) {
      for (const file of sourceFiles(dir)) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/spec section (\d+)/g))
          cited.add(match[1]!);
      }
    }
    expect(cited.size).toBeGreaterThan(0);
    for (const number of cited) expect(sections, `spec section ${number}`).toContain(number);
  });

  it('name no issue of a tracker outside the repository in the code and the topic pages', () => {
    // The decision records, the performance diary and the migrations are history, kept as written.
    const history = /\/(decisions|archive|migrations)\//;
    const found: string[] = [];
    for (const file of citingFiles.filter((f) => !history.test(f))) {
      for (const [i, line] of fs.readFileSync(file, 'utf8').split('\n').entries())
        if (/\bissues? \d+\b/i.test(line)) found.push(`${relative(file)}:${i + 1}`);
    }
    expect(found).toEqual([]);
  });
});

describe('database function files cited in the code and the docs', () => {
  it('each exist in server/db/functions (a comment names the file, not the migration)', () => {
    const cited = new Set<string>();
    for (const dir of ['server', 'docs']) {
      for (const file of filesUnder(path.join(root, dir), /\.(ts|tsx|sql|md)$/)) {
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
