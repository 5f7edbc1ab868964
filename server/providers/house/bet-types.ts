import { HOUSE_BET_TYPES } from '../../../contract/house-rules';
import { FULL_VALID_BP } from '../../../contract/values';
import type { BaccaratSide } from './engines/baccarat';

/**
 * The rules sheet's weights as the provider reports them (decision 093): the share of a bet
 * type's stake sent as valid bet with the win, in basis points. The sheet itself, with each bet
 * type's RTP, is contract/house-rules.ts.
 */
export { HOUSE_BET_TYPES, rtpOf, validShareOf } from '../../../contract/house-rules';

/** 100%: the whole stake counts. */
export const FULL_WEIGHT_BP = FULL_VALID_BP;

/** Baccarat's weights by side: player and banker share one, so a hand's opposite stakes cancel first. */
export const BACCARAT_WEIGHT_BP: Readonly<Record<BaccaratSide, number>> = {
  player: HOUSE_BET_TYPES.baccarat.player!.weightBp,
  banker: HOUSE_BET_TYPES.baccarat.banker!.weightBp,
  tie: HOUSE_BET_TYPES.baccarat.tie!.weightBp,
};
