/**
 * Member-centre sections of spec section 2, as they appear in /member?tab=... A URL contract that
 * several features link to (security returns to `then`), so it lives in app beside the routes.
 */
export const memberTabs = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'playerRank',
] as const;
export type MemberTab = (typeof memberTabs)[number];

export const defaultTab: MemberTab = 'securityCenter';

/** Which section the query string asks for; an unknown or missing one opens the default. */
export function tabFromSearch(search: string): MemberTab {
  const tab = new URLSearchParams(search).get('tab');
  return (memberTabs as readonly string[]).includes(tab ?? '') ? (tab as MemberTab) : defaultTab;
}

/**
 * The section to return to once the security centre has done what it was opened for
 * (`?tab=securityCenter&then=withdraw`: set the payment password, then back to the withdrawal);
 * null when there is none or it is not a member-centre section.
 */
export function thenTabFromSearch(search: string): MemberTab | null {
  const tab = new URLSearchParams(search).get('then');
  return (memberTabs as readonly string[]).includes(tab ?? '') ? (tab as MemberTab) : null;
}
