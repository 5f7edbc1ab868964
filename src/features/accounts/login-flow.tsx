import { Trans } from '@lingui/react/macro';
import { navigate } from 'wouter/use-browser-location';
import { showToast } from '../../lib/dialogs';
import { afterLogin, closeModal, heldPassword, openModal } from '../../lib/overlays';
import { write } from '../../lib/storage';
import type { LoginType, SessionValue } from './accounts-api';
import { isAgentType, loadMemberInfo, saveSession } from './session';

/**
 * After a session value (login, second step, register, free play), spec section 4: keep the token;
 * welcome a new registration (a first login of a seeded or agent-made account is no news to its
 * owner: the first-login announcements are the spec's first-login action); send a password that must change to the change-password popup (not for
 * SMS logins, which had no password); else load member info and go on (agents to /agentHome).
 */
export async function finishLogin(
  value: SessionValue,
  context: { type: LoginType | 'register' | 'freeplay'; password?: string; goHome?: boolean },
): Promise<void> {
  saveSession(value.token, value.accountType);
  if (context.type === 'register') showToast(<Trans>Welcome! Your account is ready.</Trans>);
  if (value.mustChangePassword && context.type === 'username' && context.password) {
    heldPassword.value = { oldPassword: context.password, forced: true };
    openModal('change-password');
    return;
  }
  // The forced-change marker of an earlier login must not survive into this one.
  write('session', 'cpw', null);
  await loadMemberInfo().catch(() => null);
  closeModal();
  const next = afterLogin.peek();
  afterLogin.value = null;
  if (isAgentType(value.accountType) && context.type !== 'freeplay') navigate('/agentHome');
  else if (next) navigate(next);
  else if (context.goHome) navigate('/');
}
