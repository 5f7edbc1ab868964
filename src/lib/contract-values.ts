import type {
  CHAT_GUEST_HEADER as ContractGuestHeader,
  CHAT_IMAGE_MAX_BYTES as ContractImageMax,
  CHAT_TEXT_MAX as ContractTextMax,
} from '../../contract/chat';
import type { gameTypePath as ContractPaths } from '../../contract/common';
import type { OPERATOR_KEY_HEADER as ContractOperatorHeader } from '../../contract/operator';

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

/** Live chat (contract/chat.ts) and the operator API's header (contract/operator.ts). */
export const CHAT_GUEST_HEADER = 'x-chat-guest' satisfies typeof ContractGuestHeader;
export const CHAT_TEXT_MAX = 2000 satisfies typeof ContractTextMax;
export const CHAT_IMAGE_MAX_BYTES = (5 * 1024 * 1024) satisfies typeof ContractImageMax;
export const OPERATOR_KEY_HEADER = 'x-operator-key' satisfies typeof ContractOperatorHeader;
