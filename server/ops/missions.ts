import { parseArgs } from 'node:util';
import { MissionInput } from '../../contract/missions/schemas';
import { createMission, listMissions, setMissionStatus } from '../features/missions';
import { actor, json, onDb, type Command } from './command';

export const MISSIONS_USAGE = `  missions list                                     every mission (live and paused) with its condition and reward
  missions create --code C --period daily|weekly|once --condition JSON --title-vi T --title-en T
                  --mission-points N [--cash MINOR] [--mall-points N] [--sort N]
                                                    a new live mission (condition e.g. {"type":"bet","amount":"200000","gameTypes":["RNG"]})
  missions pause <code> | missions resume <code>    stop or restart a mission (paused: hidden, not counted)`;

/** `npm run ops -- missions ...` (decision 054): list, create, pause and resume, audited. */
export function parseMissionsCommand(argv: string[]): Command | string {
  const { values: o, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      code: { type: 'string' },
      period: { type: 'string' },
      condition: { type: 'string' },
      'title-vi': { type: 'string' },
      'title-en': { type: 'string' },
      'mission-points': { type: 'string' },
      cash: { type: 'string' },
      'mall-points': { type: 'string' },
      sort: { type: 'string' },
    },
  });
  const [action, code, extra] = positionals;
  if (extra !== undefined) return 'missions: too many arguments.';
  if (action === 'list' && code === undefined) return onDb(async (db) => json(await listMissions(db)));
  if ((action === 'pause' || action === 'resume') && code)
    return onDb(async (db) =>
      json(await setMissionStatus(db, actor(), code, action === 'pause' ? 'paused' : 'live')),
    );
  if (action !== 'create' || code !== undefined) return `Unknown command: missions ${argv.join(' ')}`;
  let condition: unknown;
  try {
    condition = JSON.parse(o.condition ?? '');
  } catch {
    return 'missions create needs --condition as JSON.';
  }
  const int = (v: string | undefined) => (v !== undefined && /^[0-9]{1,9}$/.test(v) ? Number(v) : NaN);
  const parsed = MissionInput.safeParse({
    code: o.code,
    period: o.period,
    condition,
    titleVi: o['title-vi'],
    titleEn: o['title-en'],
    reward: {
      missionPoints: int(o['mission-points']),
      cash: o.cash ?? null,
      mallPoints: o['mall-points'] ?? null,
    },
    ...(o.sort !== undefined ? { sort: int(o.sort) } : {}),
  });
  if (!parsed.success)
    return `missions create: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`;
  return onDb(async (db) => json(await createMission(db, actor(), parsed.data)));
}
