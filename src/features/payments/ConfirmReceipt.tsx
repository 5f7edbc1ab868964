import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorText } from '../../lib/errors';
import { FormError, TextField } from '../../ui/form/fields';
import { formatMoney, parseAmountInput } from '../wallet/money';
import { confirmWithdrawal, uploadProof, type Withdrawal } from './payments-api';

const MAX_PROOF = 5 * 1024 * 1024;

/**
 * After payment (spec section 4): received (optionally how much arrived), fully paid, or not
 * received with a proof image (png/jpg, 5 MB). Past the deadline it counts as received.
 */
export function ConfirmReceipt({ w, onDone }: { w: Withdrawal; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const [mode, setMode] = useState<'choose' | 'partial' | 'proof'>('choose');
  const [received, setReceived] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);

  const run = async (f: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await f();
      onDone();
    } catch (err) {
      setError(errorText(i18n, err));
    } finally {
      setBusy(false);
    }
  };

  const sendProof = () => {
    const chosen = file.current?.files?.[0];
    if (!chosen) return setError(t`Please choose the proof image.`);
    return run(async () => {
      await uploadProof(w.id, chosen);
      await confirmWithdrawal(w.id, { action: 'not_received' });
    });
  };

  const onFile = () => {
    const chosen = file.current?.files?.[0];
    if (!chosen) return;
    if (!['image/png', 'image/jpeg'].includes(chosen.type)) setError(t`Please choose a PNG or JPG image.`);
    else if (chosen.size > MAX_PROOF) setError(t`The image must be 5 MB or smaller.`);
    else setError(null);
  };

  const choices = [
    {
      testId: 'confirm-received',
      label: <Trans>Received</Trans>,
      onClick: () => void run(() => confirmWithdrawal(w.id, { action: 'received' })),
    },
    {
      testId: 'confirm-fully-paid',
      label: <Trans>Fully paid</Trans>,
      onClick: () => void run(() => confirmWithdrawal(w.id, { action: 'fully_paid' })),
    },
    { testId: 'confirm-partial', label: <Trans>Received part</Trans>, onClick: () => setMode('partial') },
    { testId: 'confirm-not-received', label: <Trans>Not received</Trans>, onClick: () => setMode('proof') },
  ];

  return (
    <div className="panel cashier-card" data-testid={`confirm-${w.id}`}>
      {w.confirmDeadline ? (
        <p className="cashier-muted">
          <Trans>
            Did you receive {formatMoney(w.amount)}? Without an answer by{' '}
            {new Date(w.confirmDeadline).toLocaleString(i18n.locale)} it counts as received.
          </Trans>
        </p>
      ) : null}
      {mode === 'choose' ? (
        <div className="cashier-actions">
          {choices.map((c, i) => (
            <button
              key={c.testId}
              type="button"
              className={i === 0 ? 'btn btn-primary' : 'btn btn-outline'}
              disabled={busy}
              data-testid={c.testId}
              onClick={c.onClick}
            >
              {c.label}
            </button>
          ))}
        </div>
      ) : null}
      {mode === 'partial' ? (
        <>
          <TextField
            label={<Trans>Amount received</Trans>}
            value={received}
            onChange={setReceived}
            inputMode="numeric"
            testId="confirm-amount"
          />
          <div className="cashier-actions">
            <button type="button" className="btn btn-outline" onClick={() => setMode('choose')}>
              <Trans>Back</Trans>
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => {
                const value = parseAmountInput(received);
                if (!value) return setError(t`Please enter the amount you received.`);
                void run(() => confirmWithdrawal(w.id, { action: 'received', amountReceived: value }));
              }}
            >
              <Trans>Confirm</Trans>
            </button>
          </div>
        </>
      ) : null}
      {mode === 'proof' ? (
        <>
          <label className="field">
            <span>
              <Trans>Proof image (PNG or JPG, up to 5 MB)</Trans>
            </span>
            <input
              ref={file}
              type="file"
              accept="image/png,image/jpeg"
              onChange={onFile}
              data-testid="confirm-proof"
            />
          </label>
          <div className="cashier-actions">
            <button type="button" className="btn btn-outline" onClick={() => setMode('choose')}>
              <Trans>Back</Trans>
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              data-testid="confirm-proof-submit"
              onClick={() => void sendProof()}
            >
              <Trans>Report not received</Trans>
            </button>
          </div>
        </>
      ) : null}
      <FormError>{error}</FormError>
    </div>
  );
}
