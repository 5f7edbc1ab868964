import { Suspense, useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadingStatus } from '../../ui/form/fields';
import { useLocation, useSearch } from 'wouter';
import { Icon } from '../../ui/icons-more';
import { ComingSoon, PageFrame } from '../../ui/PageFrame';
import { requireMember } from '../accounts/guards';
import { LoginPrompt } from '../accounts/LoginPrompt';
import { isLoggedIn, isTrial } from '../accounts/session';
import { memberMenu } from './member-menu';
import { permission } from '../system/permission';
import { vipEnabled } from '../vip/vip-flag';
import { memberSections } from './member-sections';
import { useClaimableCount } from '../promotions/claimable';
import { useMissionsClaimable } from '../missions/claimable';
import { tabFromSearch, type MemberTab } from '../../lib/member-tabs';
import './member.css';

function Section({ tab }: { tab: MemberTab }) {
  const Content = memberSections[tab];
  const vip = vipEnabled(permission.value);
  // Spec section 6: VIP depends on the site's flag (unknown until the site information arrives).
  if (tab === 'playerRank' && vip === null) return <LoadingStatus />;
  if (tab === 'playerRank' && !vip)
    return (
      <ComingSoon>
        <Trans>VIP levels are not offered on this site.</Trans>
      </ComingSoon>
    );
  if (!Content) return <ComingSoon />;
  return (
    <Suspense fallback={<LoadingStatus />}>
      <Content />
    </Suspense>
  );
}

/** The member centre (spec section 2): a left menu of sections beside the chosen one. */
function MemberCentre({ tab }: { tab: MemberTab }) {
  const { i18n, t } = useLingui();
  const [, navigate] = useLocation();
  // The VIP tab only when the site has VIP on (spec section 6: hasVip).
  const menuItems =
    vipEnabled(permission.value) === true ? memberMenu : memberMenu.filter((m) => m.id !== 'playerRank');
  const current = memberMenu.find((m) => m.id === tab) ?? memberMenu[0];
  const menu = useRef<HTMLElement>(null);
  // Badge counts of spec section 2 (missionLeaderboard, rewardCenter; messages has its own).
  const badges: Partial<Record<MemberTab, number>> = {
    rewardCenter: useClaimableCount(tab),
    missionLeaderboard: useMissionsClaimable(tab),
  };
  // On a phone the menu is a scrolling strip: keep the chosen section in sight.
  useEffect(() => {
    menu.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);
  return (
    <div className="member-centre" data-testid="member-centre">
      <nav className="member-menu" ref={menu} aria-label={t`Member centre menu`}>
        <ul>
          {menuItems.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className="member-menu-item"
                aria-current={item.id === tab ? 'page' : undefined}
                data-testid={`member-menu-${item.id}`}
                onClick={() => navigate(`/member?tab=${item.id}`, { replace: true })}
              >
                <Icon name={item.icon} size={18} />
                <span>{i18n._(item.label)}</span>
                {badges[item.id] ? (
                  <span className="member-badge" data-testid={`member-badge-${item.id}`}>
                    {badges[item.id]}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <div className="member-content">
        <h2 className="member-section-title">{current ? i18n._(current.label) : null}</h2>
        <Section tab={tab} />
      </div>
    </div>
  );
}

export default function MemberPage() {
  const tab = tabFromSearch(useSearch());
  const loggedIn = isLoggedIn.value;
  const trial = isTrial.value;

  // Spec section 4: logged out → login popup; trial → the real-account dialog.
  useEffect(() => {
    requireMember();
  }, [loggedIn, trial]);

  return (
    <PageFrame title={<Trans>Member centre</Trans>} icon="user" testId="member-page">
      {loggedIn && !trial ? <MemberCentre tab={tab} /> : null}
      {loggedIn && trial ? (
        <ComingSoon>
          <Trans>This needs a real account. Please register or log in with your account.</Trans>
        </ComingSoon>
      ) : null}
      {loggedIn ? null : <LoginPrompt />}
    </PageFrame>
  );
}
