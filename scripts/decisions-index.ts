/**
 * `npm run decisions-index`: writes docs/decisions/README.md, the index of every decision record
 * with its status and what it amends, extends or supersedes, and the records that later amended
 * it. Read from each record's own header, so the index cannot say what a record does not;
 * `tests/unit/docs.test.ts` fails when the committed index is not what this writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'decisions');
export const INDEX = path.join(dir, 'README.md');

type Record = {
  no: string;
  file: string;
  title: string;
  status: string;
  relation: string;
  later: Set<string>;
};

export function readRecords(): Record[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}-.*\.md$/.test(f))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const head = /^# (\d{3})\.\s*(.+)$/m.exec(text);
      const field = (name: string) => new RegExp(`^${name}:\\s*(.+)$`, 'm').exec(text)?.[1]?.trim() ?? '';
      return {
        no: head?.[1] ?? file.slice(0, 3),
        file,
        title: head?.[2]?.trim() ?? file,
        status: field('Status') || 'unknown',
        relation: field('Supersedes'),
        later: new Set<string>(),
      };
    });
}

/** The numbers a record's Supersedes line names (amends 032, extends 064 and 065, supersedes...). */
const named = (relation: string) => [...relation.matchAll(/\b(\d{3})\b/g)].map((m) => m[1]!);

export async function renderIndex(records: Record[]): Promise<string> {
  const byNo = new Map(records.map((r) => [r.no, r]));
  for (const r of records) for (const n of named(r.relation)) if (n !== r.no) byNo.get(n)?.later.add(r.no);
  const link = (n: string) => {
    const r = byNo.get(n);
    return r ? `[${n}](${r.file})` : n;
  };
  const entries = records.map((r) => {
    const parts = [`**${r.status}**`];
    if (r.relation && r.relation !== 'none') parts.push(`changes: ${r.relation}`);
    if (r.later.size > 0) parts.push(`changed later by ${[...r.later].sort().map(link).join(', ')}`);
    return `- [${r.no}. ${r.title}](${r.file}): ${parts.join('; ')}.`;
  });
  const open = records.filter((r) => !/^accepted/.test(r.status)).map((r) => `${link(r.no)} (${r.status})`);
  const text = [
    '# Decision records',
    '',
    'Every choice a newcomer would question, one record each, numbered in the order they were made.',
    "This page is written by `npm run decisions-index` from the records' own headers (their Status",
    'and Supersedes lines); a test fails when it is stale. "Changed later by" names the records whose',
    'header amends, extends or supersedes this one: read those after it.',
    '',
    `Not in force as written: ${open.length === 0 ? 'none' : open.join('; ')}.`,
    '',
    ...entries,
    '',
  ].join('\n');
  return prettier.format(text, { ...(await prettier.resolveConfig(INDEX)), parser: 'markdown' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(INDEX, await renderIndex(readRecords()));
  console.log(`wrote ${path.relative(process.cwd(), INDEX)}`);
}
