import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/errors';
import { problemText } from '../accounts/field-messages';
import { checkValue } from '../accounts/field-problems';
import { PasswordField, SubmitRow } from '../../ui/form/fields';
import { NewPasswordFields } from '../accounts/account-fields';
import { setPaymentPassword } from './security-api';
import { paymentPasswordFallback, useFieldRule } from './use-register-rules';

const required = { kind: 'required', pattern: '*', min: 0, max: 0 } as const;

/**
 * Payment password: the first time it is proved by the login password, a change by the current
 * payment password. The new one follows the site's paymentPassword rule (6 digits in the seed).
 */
export function PaymentPasswordForm({ hasOne, onDone }: { hasOne: boolean; onDone: () => void }) {
  const { i18n } = useLingui();
  const rule = useFieldRule('paymentPassword', paymentPasswordFallback);
  const [proof, setProof] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const proofProblem = proof === '' ? required : null;
  const nextProblem = checkValue('paymentPassword', rule, next);
  const confirmProblem =
    confirm === '' ? required : confirm !== next ? ({ kind: 'mismatch' } as const) : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (proofProblem || nextProblem || confirmProblem) return;
    setBusy(true);
    setError(null);
    try {
      await setPaymentPassword(
        hasOne
          ? { newPaymentPassword: next, oldPaymentPassword: proof }
          : { newPaymentPassword: next, loginPassword: proof },
      );
      onDone();
    } catch (err) {
      setBusy(false);
      setError(errorText(i18n, err));
    }
  }

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="payment-password-form">
      <p className="form-note">
        {hasOne ? (
          <Trans>Enter your current payment password, then the new one.</Trans>
        ) : (
          <Trans>
            The payment password confirms withdrawals and other money actions. Confirm it is you with your
            login password.
          </Trans>
        )}
      </p>
      <PasswordField
        label={hasOne ? <Trans>Current payment password</Trans> : <Trans>Login password</Trans>}
        name={hasOne ? 'oldPaymentPassword' : 'loginPassword'}
        value={proof}
        onChange={setProof}
        required
        maxLength={128}
        testId="payment-password-proof"
        error={touched && proofProblem ? problemText(i18n, proofProblem) : null}
      />
      <NewPasswordFields
        labels={{
          password: <Trans>New payment password</Trans>,
          confirm: <Trans>Confirm payment password</Trans>,
        }}
        names={{ password: 'newPaymentPassword', confirm: 'confirmPaymentPassword' }}
        testIds={{ password: 'payment-password-new', confirm: 'payment-password-confirm' }}
        password={next}
        confirm={confirm}
        onPassword={setNext}
        onConfirm={setConfirm}
        maxLength={rule.max}
        problems={{ password: touched && nextProblem, confirm: touched && confirmProblem }}
      />
      <SubmitRow error={error} disabled={busy} testId="payment-password-submit">
        {busy ? <Trans>Saving…</Trans> : <Trans>Save payment password</Trans>}
      </SubmitRow>
    </form>
  );
}
