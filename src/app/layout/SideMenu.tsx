import { useEffect, useRef, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { gameTypePath } from '../../../contract/values';
import { isLoggedIn } from '../../features/accounts/session';
import { gameTypeLabels } from '../../features/games/labels';
import { lanes } from '../../features/games/menus';
import { chatUnread, refreshChatUnread } from '../../features/chat/unread';
import { openCustomerService } from '../../features/system/customer-service';
import { permission } from '../../features/system/permission';
import { isWhitelabelOn } from '../../features/system/whitelabel';
import { vipEnabled } from '../../features/vip/vip-flag';
import { Icon, type IconName } from '../../ui/icons-more';
import { Logo } from '../../ui/Logo';
import { openModal, sideMenuOpen } from '../../lib/overlays';

function close() {
  sideMenuOpen.value = false;
}

function LinkItem({ href, icon, children }: { href: string; icon: IconName; children: ReactNode }) {
  return (
    <li>
      <Link href={href} className="drawer-item" onClick={close}>
        <Icon name={icon} />
        <span>{children}</span>
        <Icon name="chevron" size={16} className="drawer-chevron" />
      </Link>
    </li>
  );
}

function ButtonItem({
  onClick,
  icon,
  testId,
  badge = 0,
  children,
}: {
  onClick: () => void;
  icon: IconName;
  testId?: string;
  badge?: number;
  children: ReactNode;
}) {
  return (
    <li>
      <button type="button" className="drawer-item" onClick={onClick} data-testid={testId}>
        <Icon name={icon} />
        <span>{children}</span>
        {badge > 0 ? (
          <span className="count-badge" data-testid={testId ? `${testId}-badge` : undefined}>
            {badge > 99 ? '99+' : badge}
          </span>
        ) : null}
        <Icon name="chevron" size={16} className="drawer-chevron" />
      </button>
    </li>
  );
}

/** The side menu (spec section 2), a modal drawer so focus stays inside while it is open. */
export default function SideMenu() {
  const { t, i18n } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const loggedIn = isLoggedIn.value;
  const rebate = isWhitelabelOn(permission.value?.info.whitelabel, 'MANPLAYREB3');
  const vip = vipEnabled(permission.value) === true;

  // The unread chat badge is asked for when the menu opens, not on every lobby load.
  useEffect(refreshChatUnread, []);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className="drawer"
      data-testid="side-menu"
      aria-label={t`Menu`}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className="drawer-body">
        <header className="drawer-head">
          <Logo />
          <button type="button" className="icon-btn" onClick={close} aria-label={t`Close menu`}>
            <Icon name="close" />
          </button>
        </header>

        <p className="drawer-title">
          <Trans>Games</Trans>
        </p>
        <ul className="drawer-list">
          <LinkItem href="/" icon="flame">
            <Trans>Hot games</Trans>
          </LinkItem>
          {loggedIn ? (
            <LinkItem href="/favorite" icon="heart">
              <Trans>Favourites</Trans>
            </LinkItem>
          ) : null}
          {loggedIn ? (
            <LinkItem href="/recent" icon="history">
              <Trans>Recently played</Trans>
            </LinkItem>
          ) : null}
          {lanes.value.map((lane) => (
            <LinkItem key={lane.type} href={gameTypePath[lane.type]} icon={lane.type}>
              {i18n._(gameTypeLabels[lane.type])}
            </LinkItem>
          ))}
        </ul>

        <p className="drawer-title">
          <Trans>Account and offers</Trans>
        </p>
        <ul className="drawer-list">
          <LinkItem href="/member?tab=personalHistoryCopy" icon="receipt">
            <Trans>Betting record</Trans>
          </LinkItem>
          <LinkItem href="/promotions" icon="gift">
            <Trans>Promotions</Trans>
          </LinkItem>
          <LinkItem href="/pointMall" icon="star">
            <Trans>Points mall</Trans>
          </LinkItem>
          <LinkItem href="/redEnvelope" icon="gift">
            <Trans>Red envelopes</Trans>
          </LinkItem>
          <LinkItem href="/luckyWheel" icon="wheel">
            <Trans>Prize wheel</Trans>
          </LinkItem>
          <LinkItem href="/goldenEgg" icon="egg">
            <Trans>Golden egg</Trans>
          </LinkItem>
          {rebate ? (
            <LinkItem href="/member?tab=manualRebate" icon="wallet">
              <Trans>Rebate</Trans>
            </LinkItem>
          ) : null}
          <LinkItem href="/member?tab=rewardCenter" icon="trophy">
            <Trans>Rewards</Trans>
          </LinkItem>
          {vip ? (
            <LinkItem href="/member?tab=playerRank" icon="crown">
              <Trans>VIP</Trans>
            </LinkItem>
          ) : null}
          <LinkItem href="/member?tab=referral" icon="userPlus">
            <Trans>Refer a friend</Trans>
          </LinkItem>
        </ul>

        <p className="drawer-title">
          <Trans>Support</Trans>
        </p>
        <ul className="drawer-list">
          <ButtonItem icon="gauge" onClick={() => openModal('speed-test')}>
            <Trans>Line speed test</Trans>
          </ButtonItem>
          <LinkItem href="/down" icon="download">
            <Trans>App download</Trans>
          </LinkItem>
          <ButtonItem
            icon="headset"
            testId="customer-service"
            badge={chatUnread.value}
            onClick={openCustomerService}
          >
            <Trans>Customer service</Trans>
          </ButtonItem>
          <ButtonItem icon="help" testId="side-help" onClick={() => openModal('help')}>
            <Trans>Help centre</Trans>
          </ButtonItem>
        </ul>
      </div>
    </dialog>
  );
}
