import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/errors';
import { useSubmit } from '../../lib/use-submit';
import { FormError, SubmitRow, TextField } from '../../ui/form/fields';
import { Icon } from '../../ui/icons-more';
import { addBankCard, removeBankCard, type BankCard } from './payments-api';
import { Button } from '../../ui/Button';

/** Bound bank accounts: list, remove, add (the holder must be the member's payee name). */
export function BankCards({
  cards,
  payeeName,
  onChanged,
}: {
  cards: BankCard[];
  payeeName: string | null;
  onChanged: () => void;
}) {
  const { i18n, t } = useLingui();
  const [adding, setAdding] = useState(cards.length === 0);
  const [bankName, setBankName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [payee, setPayee] = useState(payeeName ?? '');
  const { busy, error, setError, run } = useSubmit();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (bankName.trim().length < 2 || !/^[0-9]{6,30}$/.test(accountNumber) || payee.trim().length < 2) {
      setError(t`Please fill in the bank, a 6-30 digit account number and the holder name.`);
      return;
    }
    await run(async () => {
      await addBankCard({ bankName: bankName.trim(), accountNumber, payeeName: payee.trim() });
      setBankName('');
      setAccountNumber('');
      setAdding(false);
      onChanged();
    });
  };

  const remove = async (id: number) => {
    try {
      await removeBankCard(id);
      onChanged();
    } catch (err) {
      setError(errorText(i18n, err));
    }
  };

  return (
    <section className="panel cashier-card" data-testid="bank-cards">
      <div className="cashier-balance">
        <h3>
          <Trans>Bank accounts</Trans>
        </h3>
        {adding ? null : (
          <Button variant="outline" onClick={() => setAdding(true)} data-testid="card-add-open">
            <Trans>Add</Trans>
          </Button>
        )}
      </div>
      {cards.length > 0 ? (
        <ul className="cashier-list">
          {cards.map((c) => (
            <li key={c.id} data-testid="bank-card">
              <span className="cashier-item-main">
                <strong>
                  <Icon name="card" size={16} /> {c.bankName}
                </strong>
                <small>
                  {c.accountNumberMasked} · {c.payeeName}
                </small>
              </span>
              <button
                type="button"
                className="icon-btn"
                aria-label={t`Remove ${c.bankName} ${c.accountNumberMasked}`}
                onClick={() => void remove(c.id)}
              >
                <Icon name="trash" size={18} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {adding ? (
        <form onSubmit={(e) => void submit(e)} noValidate data-testid="card-form">
          <TextField
            label={<Trans>Bank name</Trans>}
            value={bankName}
            onChange={setBankName}
            required
            testId="card-bank"
            maxLength={60}
          />
          <TextField
            label={<Trans>Account number</Trans>}
            value={accountNumber}
            onChange={(v) => setAccountNumber(v.replace(/\D/g, ''))}
            inputMode="numeric"
            required
            testId="card-number"
            maxLength={30}
          />
          <TextField
            label={<Trans>Account holder name</Trans>}
            value={payee}
            onChange={setPayee}
            required
            testId="card-payee"
            maxLength={60}
          />
          <p className="cashier-muted">
            {payeeName ? (
              <Trans>The holder must be {payeeName}, your registered payee name.</Trans>
            ) : (
              <Trans>
                This name becomes your payee name: every bank account you add must be in this name.
              </Trans>
            )}
          </p>
          <SubmitRow error={error} disabled={busy} testId="card-submit">
            <Trans>Save bank account</Trans>
          </SubmitRow>
        </form>
      ) : (
        <FormError>{error}</FormError>
      )}
    </section>
  );
}
