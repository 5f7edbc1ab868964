import { RebateRateInput } from '../../contract/rebate/schemas';
import { listRates, setRate } from '../features/rebate';
import { actor, type Command } from './command';

export const REBATE_USAGE = `  rebate-rate list                                  rebate rates by game type and VIP level (basis points)
  rebate-rate set <GAME_TYPE> <level> <bp>          set a rate (100 = 1.00% of the valid bet); new bets only`;

const show = (r: { gameType: string; vipLevel: number; rateBp: number }) =>
  `${r.gameType}  level ${r.vipLevel}  ${r.rateBp} bp (${(r.rateBp / 100).toFixed(2)}%)`;

/** `npm run ops -- rebate-rate ...` (decision 045): read and change the rate table, audited. */
export function parseRebateCommand(argv: string[]): Command | string {
  const [action, gameType, level, bp, extra] = argv;
  if (extra !== undefined) return 'rebate-rate: too many arguments.';
  if (action === 'list' && gameType === undefined)
    return async ({ db }) => (await listRates(db)).map(show).join('\n') || 'Nothing.';
  if (action !== 'set') return `Unknown command: rebate-rate ${argv.join(' ')}`;
  const parsed = RebateRateInput.safeParse({
    gameType,
    vipLevel: /^[0-9]{1,3}$/.test(level ?? '') ? Number(level) : NaN,
    rateBp: /^[0-9]{1,4}$/.test(bp ?? '') ? Number(bp) : NaN,
  });
  if (!parsed.success)
    return 'rebate-rate set needs a game type (RNG, LIVE, ...), a VIP level (0-100) and basis points (0-500).';
  return async ({ db }) => show(await setRate(db, actor(), parsed.data));
}
