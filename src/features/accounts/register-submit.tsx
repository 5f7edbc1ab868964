import { Trans } from '@lingui/react/macro';
import { ApiError } from '../../lib/api';
import { deviceId } from '../../lib/device-id';
import { showDialog } from '../../lib/dialogs';
import { checkAffiliate, register } from './accounts-api';
import { finishLogin } from './login-flow';
import type { RegisterMode, registerBody } from './register-form';

/**
 * The calls behind "Sign up", apart from the form's state: the invitation check that may stop it,
 * then the registration itself and the sign-in that follows.
 */

/** Spec section 4: an invitation code is checked first; true when the server refuses it. */
export async function invitationRefused(invitation: string | undefined): Promise<boolean> {
  if (!invitation) return false;
  try {
    await checkAffiliate(invitation);
    return false;
  } catch (err) {
    if (err instanceof ApiError && err.code === 'INVALID_INVITATION_CODE') return true;
    throw err;
  }
}

export function showInvitationRefused() {
  showDialog({
    kind: 'info',
    title: <Trans>Warning</Trans>,
    message: <Trans>Invitation code error.</Trans>,
    testId: 'invitation-dialog',
  });
}

export async function registerAndSignIn(
  mode: RegisterMode,
  body: ReturnType<typeof registerBody>,
  dialCode: string,
  captcha: { captchaId: string; captcha: string } | null,
) {
  const value = await register(mode, {
    ...body,
    // The install's id: a member referral compares it with the referrer's (decision 059).
    deviceId: deviceId(),
    ...(body.mobileNum ? { countryDialingCode: dialCode } : {}),
    ...(captcha ?? {}),
  });
  await finishLogin(value, { type: 'register', password: body.password, goHome: true });
}
