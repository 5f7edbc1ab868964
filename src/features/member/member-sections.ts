import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MemberTab } from '../../lib/member-tabs';

/**
 * The built member-centre sections, each its own chunk so none of them is in the lobby's first
 * download (decision 008). A section not listed here shows "coming soon".
 */
export const memberSections: Partial<Record<MemberTab, LazyExoticComponent<ComponentType>>> = {
  securityCenter: lazy(() => import('../security/SecurityCentre')),
  transferFund: lazy(() => import('../wallet/TransferFund')),
  depositv2: lazy(() => import('../payments/Deposit')),
  withdraw: lazy(() => import('../payments/Withdraw')),
  transferUpline: lazy(() => import('../transfers/TransferUpline')),
  messageV2: lazy(() => import('../inbox/Inbox')),
  personalHistoryCopy: lazy(() => import('../records/BettingRecord')),
  transactionHistory: lazy(() => import('../records/TransactionHistory')),
  personalProfit: lazy(() => import('../records/ProfitLoss')),
  bonusDetails: lazy(() => import('../records/BonusDetails')),
  rewardCenter: lazy(() => import('../promotions/RewardCenter')),
  manualRebate: lazy(() => import('../rebate/RebateTab')),
  playerRank: lazy(() => import('../vip/PlayerRank')),
  missionLeaderboard: lazy(() => import('../missions/MissionsTab')),
  referral: lazy(() => import('../referral/ReferralTab')),
};
