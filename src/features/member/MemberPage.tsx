import { useEffect } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { ComingSoon, PageFrame } from '../../ui/PageFrame';
import { requireMember } from '../accounts/guards';
import { LoginPrompt } from '../accounts/LoginPrompt';
import { isLoggedIn, isTrial } from '../accounts/session';

// Member-centre sections the menus link to (spec section 2 names).
const sections: Record<string, MessageDescriptor> = {
  personalHistoryCopy: msg`Betting record`,
  transactionHistory: msg`Income`,
  messageV2: msg`Messages`,
  securityCenter: msg`Security centre`,
  rewardCenter: msg`Rewards`,
  playerRank: msg`VIP`,
  referral: msg`Refer a friend`,
  manualRebate: msg`Rebate`,
};

export default function MemberPage() {
  const { i18n } = useLingui();
  const tab = new URLSearchParams(useSearch()).get('tab');
  const section = tab && Object.hasOwn(sections, tab) ? sections[tab] : undefined;
  const loggedIn = isLoggedIn.value;
  const trial = isTrial.value;

  // Spec section 4: logged out → login popup; trial → the real-account dialog.
  useEffect(() => {
    requireMember();
  }, [loggedIn, trial]);

  return (
    <PageFrame title={<Trans>Member centre</Trans>} icon="user" testId="member-page">
      {section ? <h2 className="page-subtitle">{i18n._(section)}</h2> : null}
      {loggedIn && !trial ? <ComingSoon /> : null}
      {loggedIn && trial ? (
        <ComingSoon>
          <Trans>This needs a real account. Please register or log in with your account.</Trans>
        </ComingSoon>
      ) : null}
      {loggedIn ? null : <LoginPrompt />}
    </PageFrame>
  );
}
