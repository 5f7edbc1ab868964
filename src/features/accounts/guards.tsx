import { Trans } from '@lingui/react/macro';
import { showDialog } from '../../lib/dialogs';
import { openModal } from '../../lib/overlays';
import { isLoggedIn, isTrial } from './session';

/** Spec section 8 in_need_true_account: trial accounts cannot use member or account panels. */
export function showRealAccountNeeded(): void {
  showDialog({
    kind: 'info',
    title: <Trans>Notice</Trans>,
    message: <Trans>This needs a real account. Please register or log in with your account.</Trans>,
    testId: 'trial-dialog',
  });
}

/**
 * Spec section 4: member and account panels need a real member. Logged out → login popup; trial →
 * the real-account dialog. True when the caller may go on.
 */
export function requireMember(): boolean {
  if (!isLoggedIn.peek()) {
    openModal('login');
    return false;
  }
  if (isTrial.peek()) {
    showRealAccountNeeded();
    return false;
  }
  return true;
}
