import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { CreateDropRequest } from '../../contract/red-envelopes/schemas';
import { createDropByOperator, listDropsForOps } from '../features/red-envelopes';
import { actor, json, onDb, type Command } from './command';

export const RED_ENVELOPE_USAGE = `  red-envelope list                                 red-envelope drops, newest first
  red-envelope create --total MINOR --shares N --min MINOR --minutes N [--starts ISO-TIME]
                                                    create a drop (split now, hash published)`;

/** `npm run ops -- red-envelope ...` (decision 058): the same audited actions as /ops/red-envelopes. */
export function parseRedEnvelopeCommand(argv: string[]): Command | string {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      total: { type: 'string' },
      shares: { type: 'string' },
      min: { type: 'string' },
      minutes: { type: 'string' },
      starts: { type: 'string' },
    },
  });
  const [action, extra] = positionals;
  if (extra !== undefined) return 'Too many arguments.';
  if (action === 'list') return onDb(async (db) => json(await listDropsForOps(db, 50)));
  if (action !== 'create') return `Unknown red-envelope command: ${positionals.join(' ')}`;
  const parsed = CreateDropRequest.safeParse({
    requestId: `cli-${randomBytes(8).toString('hex')}`,
    total: values.total,
    shares: Number(values.shares),
    minShare: values.min,
    minutes: Number(values.minutes),
    ...(values.starts ? { startsAt: values.starts } : {}),
  });
  if (!parsed.success)
    return `red-envelope create: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`;
  return onDb(async (db) => json(await createDropByOperator(db, actor(), parsed.data)));
}
