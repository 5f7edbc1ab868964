import { useEffect, useRef, useState, type RefObject } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { requireMember } from '../../features/accounts/guards';
import { isAgent, isTrial, member, session } from '../../features/accounts/session';
import { refreshUnread, unreadCount } from '../../features/inbox/unread';
import { HeaderBalance } from '../../features/wallet/HeaderBalance';
import { heldPassword } from '../../lib/overlays';
import { memberIcon } from '../../../contract/paths';
import { apiBlob } from '../../lib/api';
import { read } from '../../lib/storage';
import { useObjectUrl } from '../../lib/call';
import { Icon } from '../../ui/icons-more';
import { showDialog } from '../../lib/dialogs';
import { AccountMenu } from './AccountMenu';
import '../../features/layout/header-account.css';

/** The member's own picture, or a failure when the answer is not one (spec 8). */
async function loadAvatar(): Promise<Blob> {
  const blob = await apiBlob(memberIcon);
  if (!blob.type.startsWith('image/')) throw new Error('not an image');
  return blob;
}

/** The avatar needs the Bearer header, so it is fetched as a blob; any failure shows the default (spec 8). */
function Avatar() {
  const { url, failed, fail } = useObjectUrl(session.value?.token || null, loadAvatar);
  if (!url || failed)
    return (
      <span className="avatar avatar-default" aria-hidden="true">
        <Icon name="user" size={18} />
      </span>
    );
  return <img className="avatar" src={url} alt="" width={32} height={32} onError={fail} />;
}

function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  return new Promise((resolve, reject) => {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    if (ok) resolve();
    else reject(new Error('copy failed'));
  });
}

/** Closes the open menu on a press outside `box` or on Escape. */
function useDismiss(open: boolean, box: RefObject<HTMLDivElement | null>, setOpen: (open: boolean) => void) {
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, box, setOpen]);
}

/**
 * Header account area for a logged-in visitor (spec section 2): avatar, account, ID, VIP, menu. Part of
 * the app's header, not of accounts: it joins accounts, wallet (balance) and inbox (unread count).
 */
export default function HeaderAccount() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const info = member.value;
  const account = info?.account ?? read('session', 'account') ?? '';
  const id = info ? String(info.id) : (read('session', 'customerId') ?? '');
  const token = session.value?.token;
  const trial = isTrial.value;
  const unread = unreadCount.value;

  // Spec section 4: trial users do not load unread messages (refreshUnread checks). The server
  // refuses the count while a forced password change is held (decision 103): asked again after.
  const forced = heldPassword.value?.forced;
  useEffect(() => {
    void refreshUnread();
  }, [token, trial, forced]);
  useEffect(() => {
    if (open) void refreshUnread();
  }, [open]);

  useDismiss(open, box, setOpen);

  const go = (path: string) => {
    setOpen(false);
    if (requireMember()) navigate(path);
  };

  const goAgentCentre = () => {
    setOpen(false);
    navigate('/agentHome');
  };

  const copyId = () => {
    if (!id) return;
    void copyText(id)
      .then(() => showDialog({ kind: 'info', message: <Trans>Copy success</Trans>, testId: 'copy-dialog' }))
      .catch(() => null);
  };

  return (
    <div className="header-account" ref={box} data-testid="header-account">
      {trial ? null : (
        <>
          <HeaderBalance />
          <button
            type="button"
            className="icon-btn header-cash-btn"
            aria-label={t`Deposit`}
            data-testid="header-deposit"
            onClick={() => go('/member?tab=depositv2')}
          >
            <Icon name="download" size={18} />
          </button>
          <button
            type="button"
            className="icon-btn header-cash-btn"
            aria-label={t`Withdraw`}
            data-testid="header-withdraw"
            onClick={() => go('/member?tab=withdraw')}
          >
            <Icon name="wallet" size={18} />
          </button>
        </>
      )}
      {/* Spec section 1: the header's agent shortcut, beside deposit and withdraw. */}
      {isAgent.value ? (
        <button
          type="button"
          className="icon-btn header-cash-btn header-agent"
          aria-label={t`Agent centre`}
          data-testid="header-agent"
          onClick={goAgentCentre}
        >
          <Icon name="team" size={18} />
        </button>
      ) : null}
      <Avatar />
      <div className="account-text">
        <span className="account-name" data-testid="header-account-name">
          {account}
        </span>
        {id ? (
          <button
            type="button"
            className="account-id"
            onClick={copyId}
            aria-label={t`Copy ID ${id}`}
            data-testid="header-copy-id"
          >
            <span>ID {id}</span>
            <Icon name="copy" size={12} />
          </button>
        ) : null}
      </div>
      {info?.vipLabelName ? (
        <span className="vip-chip" data-testid="header-vip">
          {info.vipLabelName}
        </span>
      ) : null}
      <button
        type="button"
        className="icon-btn account-menu-btn"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t`Account menu`}
        data-testid="header-menu"
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="down" size={18} />
        {unread > 0 ? <span className="menu-badge" aria-hidden="true" /> : null}
      </button>
      {open ? (
        <AccountMenu
          account={account}
          id={id}
          unread={unread}
          onCopyId={copyId}
          go={go}
          goAgentCentre={goAgentCentre}
          close={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}
