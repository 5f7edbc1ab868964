import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { requireMember } from '../../features/accounts/guards';
import { confirmLogout } from '../../features/accounts/logout-flow';
import { isAgent } from '../../features/accounts/session';
import { openModal } from '../../lib/overlays';
import { Icon, type IconName } from '../../ui/icons-more';

function MenuItem({
  icon,
  onClick,
  testId,
  children,
}: {
  icon: IconName;
  onClick: () => void;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <li role="none">
      <button
        type="button"
        role="menuitem"
        className="account-menu-item"
        onClick={onClick}
        data-testid={testId}
      >
        <Icon name={icon} size={18} />
        <span>{children}</span>
      </button>
    </li>
  );
}

type Props = {
  account: string;
  id: string;
  unread: number;
  onCopyId: () => void;
  /** Closes the menu and opens a member page (a trial or logged-out visitor is asked to log in). */
  go: (path: string) => void;
  goAgentCentre: () => void;
  close: () => void;
};

/** The header account area's drop-down menu (spec section 2): who, the member pages, sign out. */
export function AccountMenu({ account, id, unread, onCopyId, go, goAgentCentre, close }: Props) {
  return (
    <ul className="account-menu" role="menu">
      {/* On a phone the header has no room for the account and ID: they head the menu. */}
      <li role="none" className="account-menu-who">
        <span className="account-name">{account}</span>
        {id ? (
          <button type="button" role="menuitem" className="account-id" onClick={onCopyId}>
            <span>ID {id}</span>
            <Icon name="copy" size={12} />
          </button>
        ) : null}
      </li>
      <MenuItem icon="user" onClick={() => go('/member')}>
        <Trans>My account</Trans>
      </MenuItem>
      {isAgent.value ? (
        <MenuItem icon="team" onClick={goAgentCentre}>
          <Trans>Agent centre</Trans>
        </MenuItem>
      ) : null}
      <MenuItem icon="receipt" onClick={() => go('/member?tab=personalHistoryCopy')}>
        <Trans>Betting record</Trans>
      </MenuItem>
      <MenuItem icon="wallet" onClick={() => go('/member?tab=transactionHistory')}>
        <Trans>Income</Trans>
      </MenuItem>
      <MenuItem icon="mail" testId="menu-messages" onClick={() => go('/member?tab=messageV2')}>
        <Trans>Messages</Trans>
        {unread > 0 ? (
          <span className="count-badge" data-testid="menu-unread">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </MenuItem>
      <MenuItem icon="shield" onClick={() => go('/member?tab=securityCenter')}>
        <Trans>Security centre</Trans>
      </MenuItem>
      <MenuItem
        icon="key"
        testId="menu-change-password"
        onClick={() => {
          close();
          if (requireMember()) openModal('change-password');
        }}
      >
        <Trans>Change password</Trans>
      </MenuItem>
      <MenuItem
        icon="logout"
        testId="logout-button"
        onClick={() => {
          close();
          confirmLogout();
        }}
      >
        <Trans>Sign out</Trans>
      </MenuItem>
    </ul>
  );
}
