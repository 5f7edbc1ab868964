import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NavKey } from '../../features/games/nav';
import { gameTypeLabels } from '../../features/games/labels';
import type { IconName } from '../../ui/Icon';

export const navLabels: Record<NavKey, MessageDescriptor> = {
  home: msg`Home`,
  favorite: msg`Favourites`,
  promotions: msg`Promotions`,
  ...gameTypeLabels,
};

const fixedIcons = { home: 'home', favorite: 'heart', promotions: 'gift' } as const satisfies Record<
  string,
  IconName
>;

/** Game types draw their own icon: `Icon` has one per game type, so no cast is needed. */
export function navIcon(key: NavKey): IconName {
  return key === 'home' || key === 'favorite' || key === 'promotions' ? fixedIcons[key] : key;
}
