import type {
  agentAccountTypes as ContractAgentTypes,
  gameTypePath as ContractPaths,
} from '../../contract/common';

/**
 * Runtime constants of contract/common.ts, mirrored for the browser. Importing the contract's
 * values would pull zod (about 19 kB gzipped) into the lobby's first download, because the
 * contract builds its schemas at module load. The types tie these copies to the contract, and
 * contract-values.test.ts checks the values are equal.
 */
export const gameTypePath = {
  RNG: '/rng',
  LIVE: '/live',
  PVP: '/pvp',
  FISH: '/fish',
  ELOTT: '/elott',
  LOTT: '/lott',
  SPORTS: '/sports',
  COCKFIGHT: '/cockfight',
  ESPORTS: '/esports',
} as const satisfies typeof ContractPaths;

export const agentAccountTypes = [1, 2, 41, 42] as const satisfies typeof ContractAgentTypes;
