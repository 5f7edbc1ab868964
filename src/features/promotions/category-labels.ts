import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CategoryFilter } from './categories';

/** The filter's names. A Record: a category added to the contract and not named here fails the type check. */
export const categoryLabels: Record<CategoryFilter, MessageDescriptor> = {
  all: msg`All`,
  other: msg`Other`,
  sports: msg`Sports`,
  live: msg`Live casino`,
  slots: msg`Slots`,
  cards: msg`Cards`,
  fishing: msg`Fishing`,
  lotto: msg`Lottery`,
  rebate: msg`Rebate`,
  points_mall: msg`Points mall`,
  ranking: msg`Ranking`,
  deposit: msg`Deposit`,
  download_app: msg`Download app`,
  new_player: msg`New player`,
  gaming: msg`Gaming`,
  testimony: msg`Testimony`,
  brand_endorsement: msg`Brand endorsement`,
};
