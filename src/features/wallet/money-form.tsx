import { useState, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSubmit } from '../../lib/use-submit';
import { FormError, PasswordField, TextField } from '../accounts/form-parts';
import { newRequestId } from './money';

/**
 * Amount, payment password and request id of a money movement (deposit, withdraw, transfer). The id
 * is the idempotency key: it stays the same across a failed attempt and its retry, and is renewed
 * (with the fields emptied) only once the server accepted the request.
 */
export function useMoneyForm() {
  const submit = useSubmit();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [requestId, setRequestId] = useState(newRequestId);

  /** `request` gets the current key; `done` (toasts, reloads) runs after the reset, errors shown alike. */
  const send = <T,>(request: (requestId: string) => Promise<T>, done?: (result: T) => unknown) =>
    submit.run(async () => {
      const result = await request(requestId);
      setRequestId(newRequestId());
      setAmount('');
      setPassword('');
      await done?.(result);
    });

  return { ...submit, amount, setAmount, password, setPassword, send };
}

/** A whole-unit money amount (parsed by parseAmountInput on submit). */
export function AmountField(props: { value: string; onChange: (value: string) => void; testId?: string }) {
  return (
    <TextField
      label={<Trans>Amount</Trans>}
      value={props.value}
      onChange={props.onChange}
      inputMode="numeric"
      required
      testId={props.testId}
    />
  );
}

/** The payment password; autocomplete off so browsers never offer the login password here. */
export function PaymentPasswordField(props: {
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <PasswordField
      label={<Trans>Payment password</Trans>}
      value={props.value}
      onChange={props.onChange}
      autoComplete="off"
      required
      testId={props.testId}
    />
  );
}

/** The form's error (if any) right above its full-width submit button, so the message sits by the tap. */
export function SubmitRow(props: {
  error: string | null;
  disabled: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <>
      <FormError>{props.error}</FormError>
      <button
        type="submit"
        className="btn btn-primary btn-block"
        disabled={props.disabled}
        data-testid={props.testId}
      >
        {props.children}
      </button>
    </>
  );
}
