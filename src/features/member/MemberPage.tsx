import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { ComingSoon, PageFrame } from '../../ui/PageFrame';
import { LoginPrompt } from '../accounts/LoginPrompt';
import { isLoggedIn } from '../accounts/session';

// Member-centre sections the side menu links to (spec section 2 names).
const sections: Record<string, MessageDescriptor> = {
  personalHistoryCopy: msg`Betting record`,
  rewardCenter: msg`Rewards`,
  playerRank: msg`VIP`,
  referral: msg`Refer a friend`,
  manualRebate: msg`Rebate`,
};

export default function MemberPage() {
  const { i18n } = useLingui();
  const tab = new URLSearchParams(useSearch()).get('tab');
  const section = tab && Object.hasOwn(sections, tab) ? sections[tab] : undefined;
  return (
    <PageFrame title={<Trans>Member centre</Trans>} icon="user" testId="member-page">
      {section ? <h2 className="page-subtitle">{i18n._(section)}</h2> : null}
      {isLoggedIn.value ? <ComingSoon /> : <LoginPrompt />}
    </PageFrame>
  );
}
