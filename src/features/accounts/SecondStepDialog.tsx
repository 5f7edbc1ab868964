import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/errors';
import { Modal } from '../../ui/Modal';
import { secondStep, type SecondStepValue, type SessionValue } from './accounts-api';
import { SubmitRow, TextField } from '../../ui/form/fields';

const msgCodeRequired = msg`Please enter a valid verification code.`;
const msgNameRequired = msg`Please enter the payee name.`;

/**
 * The extra verification of a login from a new IP (spec sections 2 and 4): an SMS or e-mail code,
 * an authenticator code, or the payee (bank account) name.
 */
export function SecondStepDialog({
  challenge,
  onDone,
  onClose,
}: {
  challenge: SecondStepValue;
  onDone: (value: SessionValue) => Promise<void>;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const [answer, setAnswer] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { method, destination, expiredMinutes } = challenge;
  const isCode = method !== 'payee';
  const empty = answer.trim() === '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (empty) return;
    setBusy(true);
    setError(null);
    try {
      await onDone(await secondStep(challenge.challengeId, answer.trim()));
    } catch (err) {
      setError(errorText(i18n, err));
      setBusy(false);
    }
  }

  return (
    <Modal title={<Trans>Verify it is you</Trans>} onClose={onClose} testId="second-step-dialog">
      <form className="form" onSubmit={submit} noValidate>
        <p className="form-note">
          {method === 'sms' ? (
            <Trans>
              You are logging in from a new place. We sent a code by SMS to <strong>{destination}</strong>. It
              is valid for {expiredMinutes} min.
            </Trans>
          ) : null}
          {method === 'email' ? (
            <Trans>
              You are logging in from a new place. We sent a code by e-mail to <strong>{destination}</strong>.
              It is valid for {expiredMinutes} min.
            </Trans>
          ) : null}
          {method === 'totp' ? (
            <Trans>
              You are logging in from a new place. Enter the 6-digit code from your authenticator app.
            </Trans>
          ) : null}
          {method === 'payee' ? (
            <Trans>
              You are logging in from a new place. Enter the payee name (bank account holder name) on your
              account.
            </Trans>
          ) : null}
        </p>
        <TextField
          label={isCode ? <Trans>Verification code</Trans> : <Trans>Payee name</Trans>}
          name="answer"
          value={answer}
          onChange={setAnswer}
          required
          inputMode={isCode ? 'numeric' : 'text'}
          autoComplete={isCode ? 'one-time-code' : 'name'}
          maxLength={isCode ? 12 : 64}
          testId="second-step-input"
          error={touched && empty ? (isCode ? i18n._(msgCodeRequired) : i18n._(msgNameRequired)) : null}
        />
        <SubmitRow error={error} disabled={busy} testId="second-step-submit">
          {busy ? <Trans>Checking…</Trans> : <Trans>Confirm</Trans>}
        </SubmitRow>
      </form>
    </Modal>
  );
}
