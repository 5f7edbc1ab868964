import { useState, type ReactNode } from 'react';
import { useSubmit } from '../../lib/use-submit';
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

/** The balance at the top of a money movement's card: what it is (`label`) and how much. */
export function CashierBalance(props: { label: ReactNode; amount: string; testId?: string }) {
  return (
    <div className="cashier-balance">
      <span>{props.label}</span>
      <strong data-testid={props.testId}>{props.amount}</strong>
    </div>
  );
}
