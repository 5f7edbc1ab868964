import { HOUSE_BET_TYPES } from '../../../contract/house/rules';
import { HOUSE_MAX_STAKE, HOUSE_MIN_STAKE } from '../../../contract/house/schemas';
import { familyOf, type TitledGame } from '../families';
import { sicBo } from '../games/sic-bo/rules';
import { xocDia } from '../games/xoc-dia/rules';
import type { SharedTable, TableLimits } from '../rounds/shared/table';

/** The table families dealt as shared rounds so far (decision 100); the others open one by one. */
export const SHARED_FAMILIES = ['sic-bo', 'xoc-dia'] as const;
export type SharedFamily = (typeof SHARED_FAMILIES)[number];

const LIMITS: TableLimits = {
  minStake: HOUSE_MIN_STAKE,
  maxSpot: HOUSE_MAX_STAKE,
  maxRound: 5n * HOUSE_MAX_STAKE,
};
const weightOf = (family: SharedFamily) => (betType: string) =>
  HOUSE_BET_TYPES[family][betType]?.weightBp ?? 0;

/**
 * Each family's round: 20 s of betting in a 30 s period (the result stays on show 10 s), the house
 * stake limits per spot, and its opposite spots: big/small and odd/even lose together on a
 * triple but never win together, chẵn and lẻ split every throw.
 */
export const SHARED_TABLES: Readonly<Record<SharedFamily, SharedTable>> = {
  'sic-bo': {
    family: 'sic-bo',
    rules: sicBo,
    bettingSeconds: 20,
    periodSeconds: 30,
    limits: LIMITS,
    opposites: [
      ['big', 'small'],
      ['odd', 'even'],
    ],
    weightBp: weightOf('sic-bo'),
  },
  'xoc-dia': {
    family: 'xoc-dia',
    rules: xocDia,
    bettingSeconds: 20,
    periodSeconds: 30,
    limits: LIMITS,
    opposites: [['even', 'odd']],
    weightBp: weightOf('xoc-dia'),
  },
};

export const sharedTableOf = (family: string): SharedTable | undefined =>
  (SHARED_TABLES as Record<string, SharedTable>)[family];

/**
 * The shared table a lobby game opens: a LIVE tile whose title names a family dealt as shared
 * rounds; undefined for every other tile (they keep their engine, catalogue.ts).
 */
export function tableOfGame(game: TitledGame): SharedTable | undefined {
  if (game.gameType !== 'LIVE') return undefined;
  const family = familyOf(game);
  return family ? sharedTableOf(family) : undefined;
}
