/**
 * `npm run decisions-index`: writes docs/decisions/README.md, the index of every decision record
 * grouped by topic, with its status. Read from each record's own header (Status, Topic,
 * Supersedes, Amends), so the index cannot say what a record does not; `tests/unit/docs.test.ts`
 * fails when the committed index is not what this writes, or when the statuses disagree with what
 * the records say they change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'decisions');
export const INDEX = path.join(dir, 'README.md');

/** The index's sections, in reading order: a record's `Topic:` must be one of these keys. */
export const TOPICS = {
  architecture: 'Architecture: the stack, the folders and the contract',
  money: 'Money and ledger',
  rewards: 'Rewards',
  games: 'Games',
  security: 'Accounts and security',
  agents: 'Agents and operators',
  support: 'Support and content',
  client: 'Client and PWA',
  performance: 'Performance',
  testing: 'Testing',
  operations: 'Operations: the database, the build and the files',
} as const;

/**
 * A record's state: `accepted`, optionally followed by `; amended by N, N` and `; extended by N`
 * (read those after it), `superseded by N` (read N instead) or `rejected` (tried, not kept).
 */
export type Status = { state: 'accepted' | 'superseded' | 'rejected'; by: string[] };

export type DecisionRecord = {
  no: string;
  file: string;
  title: string;
  /** The Status line as written. */
  statusText: string;
  /** Undefined when the Status line does not follow the grammar above. */
  status: Status | undefined;
  topic: string;
  /** The records this one's Supersedes and Amends lines name: those it changes. */
  changes: string[];
};

/** A record's number: three digits, not a figure with its unit ("the 120 KB budget of 008"). */
const NUMBERS = /\b\d{3}\b(?!\s*(?:KB|MB|GB|ms|%))/g;
const ACCEPTED = /^accepted((?:; (?:amended|extended) by \d{3}(?:, \d{3})*)*)$/;

export function parseStatus(text: string): Status | undefined {
  if (text === 'rejected') return { state: 'rejected', by: [] };
  const superseded = /^superseded by (\d{3})$/.exec(text);
  if (superseded) return { state: 'superseded', by: [superseded[1]!] };
  const accepted = ACCEPTED.exec(text);
  if (!accepted) return undefined;
  return { state: 'accepted', by: [...(accepted[1] ?? '').matchAll(NUMBERS)].map((m) => m[0]) };
}

/** The header's fields (the lines after the title up to the first blank one), continuations joined. */
function readHeader(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  let last = '';
  for (const line of text.split('\n').slice(2)) {
    if (line.trim() === '') break;
    const field = /^([A-Z][a-z ]+):\s*(.*)$/.exec(line);
    if (field) fields.set((last = field[1]!), field[2]!.trim());
    else if (last) fields.set(last, `${fields.get(last)} ${line.trim()}`);
  }
  return fields;
}

export function readRecords(): DecisionRecord[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}-.*\.md$/.test(f))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const head = /^# (\d{3})\.\s*(.+)$/m.exec(text);
      const fields = readHeader(text);
      const no = head?.[1] ?? file.slice(0, 3);
      const statusText = fields.get('Status') ?? '';
      const named = `${fields.get('Supersedes') ?? ''} ${fields.get('Amends') ?? ''}`;
      return {
        no,
        file,
        title: head?.[2]?.trim() ?? file,
        statusText,
        status: parseStatus(statusText),
        topic: fields.get('Topic') ?? '',
        changes: [...new Set([...named.matchAll(NUMBERS)].map((m) => m[0]))].filter((n) => n !== no),
      };
    });
}

export async function renderIndex(records: DecisionRecord[]): Promise<string> {
  const byNo = new Map(records.map((r) => [r.no, r]));
  const link = (n: string) => {
    const r = byNo.get(n);
    return r ? `[${n}](${r.file})` : n;
  };
  const entry = (r: DecisionRecord) => {
    const status = r.statusText.replace(NUMBERS, link);
    return `- [${r.no}. ${r.title}](${r.file}): ${r.status?.state === 'accepted' ? status : `**${status}**`}.`;
  };
  const sections = Object.entries(TOPICS).flatMap(([key, heading]) => {
    const inTopic = records.filter((r) => r.topic === key);
    const inForce = inTopic.filter((r) => r.status?.state === 'accepted');
    const history = inTopic.filter((r) => r.status?.state !== 'accepted');
    return [
      `## ${heading}`,
      '',
      ...inForce.map(entry),
      ...(history.length > 0
        ? ['', 'No longer in force, kept because the code cites them:', '', ...history.map(entry)]
        : []),
      '',
    ];
  });
  const text = [
    '# Decision records',
    '',
    'Every choice a newcomer would question, one record each, numbered in the order they were made',
    '(numbers never change: code comments cite them as "decision N"). This page is written by',
    "`npm run decisions-index` from the records' own headers; a test fails when it is stale.",
    '',
    'Status: **accepted** is in force; "amended by N" or "extended by N" names the records that',
    'changed or added to it since (read them after it); **superseded by N** means N holds the rule',
    'now (the record stays for its reasoning); **rejected** was tried and not kept. The rules in',
    'force are also gathered by subject in the topic pages: [money](../money.md),',
    '[rewards](../rewards.md), [games](../games.md), [performance](../performance.md),',
    '[security](../security.md).',
    '',
    ...sections,
  ].join('\n');
  return prettier.format(text, { ...(await prettier.resolveConfig(INDEX)), parser: 'markdown' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(INDEX, await renderIndex(readRecords()));
  console.log(`wrote ${path.relative(process.cwd(), INDEX)}`);
}
