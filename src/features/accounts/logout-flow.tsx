import { Trans } from '@lingui/react/macro';
import { navigate } from 'wouter/use-browser-location';
import { showDialog } from '../../lib/dialogs';
import { closeModal } from '../../lib/overlays';
import { logout } from './session';

/**
 * Logout with confirmation first (spec section 8: in_popup_prompt / in_sure_logout). Ends the
 * session, then goes home; from the agent area, back to /agent.
 */
export function confirmLogout(options: { agentArea?: boolean } = {}): void {
  showDialog({
    kind: 'confirm',
    title: <Trans>Prompt</Trans>,
    message: <Trans>Are you sure you want to log out?</Trans>,
    testId: 'logout-dialog',
    onOk: () => {
      void logout().then(() => {
        closeModal();
        navigate(options.agentArea ? '/agent' : '/');
      });
    },
  });
}
