import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { IconName } from '../../ui/icons-more';
import type { MemberTab } from '../../lib/member-tabs';

/** The member centre's left menu (spec section 2), in the spec's order; VIP (playerRank) last. */
export const memberMenu: readonly { id: MemberTab; label: MessageDescriptor; icon: IconName }[] = [
  { id: 'securityCenter', label: msg`Security centre`, icon: 'shield' },
  { id: 'transferFund', label: msg`Transfer funds`, icon: 'wallet' },
  { id: 'depositv2', label: msg`Deposit`, icon: 'download' },
  { id: 'withdraw', label: msg`Withdraw`, icon: 'wallet' },
  { id: 'transferUpline', label: msg`Transfer to upline`, icon: 'team' },
  { id: 'personalHistoryCopy', label: msg`Betting record`, icon: 'receipt' },
  { id: 'transactionHistory', label: msg`Income`, icon: 'history' },
  { id: 'personalProfit', label: msg`Profit and loss`, icon: 'gauge' },
  { id: 'bonusDetails', label: msg`Bonus details`, icon: 'gift' },
  { id: 'rewardCenter', label: msg`Rewards`, icon: 'trophy' },
  { id: 'referral', label: msg`Refer a friend`, icon: 'userPlus' },
  { id: 'missionLeaderboard', label: msg`Mission leaderboard`, icon: 'star' },
  { id: 'messageV2', label: msg`Messages`, icon: 'mail' },
  { id: 'manualRebate', label: msg`Rebate`, icon: 'flame' },
  { id: 'playerRank', label: msg`VIP`, icon: 'crown' },
];
