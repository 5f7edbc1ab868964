import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { navigate } from 'wouter/use-browser-location';
import type { FieldRule } from '../../../contract/system/schemas';
import { showToast } from '../../lib/dialogs';
import { closeModal, heldPassword } from '../../lib/overlays';
import { errorText } from '../../lib/errors';
import { Modal } from '../../ui/Modal';
import { changePassword } from './accounts-api';
import { checkValue } from './field-problems';
import { PasswordField, SubmitRow } from '../../ui/form/fields';
import { NewPasswordFields } from './account-fields';
import { usePasswordRule } from './use-password-rule';
import { loadMemberInfo, logout } from './session';

const oldRequired = msg`Please enter your current password.`;
const fallbackRule: FieldRule = { enabled: true, required: true, min: 6, max: 20, pattern: '*' };

/**
 * Change password (spec sections 4 and 5), from the member menu or forced after a login with the
 * default or an expired password. In the forced case the old password is held from the login and
 * not asked again; closing without changing ends that session.
 */
export default function ChangePasswordPopup() {
  const { i18n } = useLingui();
  const held = heldPassword.value;
  const rule = usePasswordRule(fallbackRule);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const oldValue = held ? held.oldPassword : oldPassword;
  const newProblem = checkValue('newPassword', rule, newPassword);
  const confirmProblem =
    confirm === ''
      ? ({ kind: 'required', pattern: '*', min: 0, max: 0 } as const)
      : confirm !== newPassword
        ? ({ kind: 'mismatch' } as const)
        : null;
  const oldMissing = !held && oldPassword === '';
  const invalid = oldMissing || newProblem !== null || confirmProblem !== null;

  const close = () => {
    const wasForced = heldPassword.peek()?.forced === true;
    heldPassword.value = null;
    closeModal();
    // A forced change that is skipped does not leave a half-finished session behind.
    if (wasForced) void logout();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    setBusy(true);
    setError(null);
    try {
      await changePassword(oldValue, newPassword, confirm);
      // Ending a forced change: the header asks again for what the server refused until now
      // (HeaderAccount and HeaderBalance, decision 103).
      heldPassword.value = null;
      // Spec section 4: reload login info, close, go to /.
      await loadMemberInfo().catch(() => null);
      closeModal();
      showToast(<Trans>Your password has been changed.</Trans>);
      navigate('/');
    } catch (err) {
      setBusy(false);
      setError(errorText(i18n, err));
    }
  }

  return (
    <Modal title={<Trans>Change password</Trans>} onClose={close} testId="change-password-popup">
      <form className="form" onSubmit={submit} noValidate data-testid="change-password-form">
        {held?.forced ? (
          <p className="form-note">
            <Trans>For your security, please set a new password before you continue.</Trans>
          </p>
        ) : null}
        {held ? null : (
          <PasswordField
            label={<Trans>Current password</Trans>}
            name="oldPassword"
            value={oldPassword}
            onChange={setOldPassword}
            required
            maxLength={128}
            testId="change-password-old"
            error={touched && oldMissing ? i18n._(oldRequired) : null}
          />
        )}
        <NewPasswordFields
          names={{ password: 'newPassword', confirm: 'confirmNewPassword' }}
          testIds={{ password: 'change-password-new', confirm: 'change-password-confirm' }}
          password={newPassword}
          confirm={confirm}
          onPassword={setNewPassword}
          onConfirm={setConfirm}
          maxLength={rule.max}
          problems={{ password: touched && newProblem, confirm: touched && confirmProblem }}
        />
        <SubmitRow error={error} disabled={busy} testId="change-password-submit">
          {busy ? <Trans>Saving…</Trans> : <Trans>Change password</Trans>}
        </SubmitRow>
      </form>
    </Modal>
  );
}
