import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GameType } from '../../../contract/common';

/** Display names of the game categories (spec section 1). */
export const gameTypeLabels: Record<GameType, MessageDescriptor> = {
  RNG: msg`Slots`,
  LIVE: msg`Live casino`,
  FISH: msg`Fishing`,
  PVP: msg`Card games`,
  SPORTS: msg`Sports`,
  ESPORTS: msg`E-sports`,
  COCKFIGHT: msg`Cockfight`,
  LOTT: msg`Lottery`,
  ELOTT: msg`E-lottery`,
};
