import { useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSubmit } from '../../lib/use-submit';
import { FormError, TextField } from '../../ui/form/fields';
import { formatMoney, parseAmountInput } from '../wallet/money';
import { confirmWithdrawal, uploadProof, type Withdrawal } from './payments-api';
import { proofProblem, type ProofProblem } from './proof-file';
import { Button } from '../../ui/Button';

/** Back to the choices, or send what this step asked for. */
function BackAndSend(p: {
  busy: boolean;
  onBack: () => void;
  onSend: () => void;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="cashier-actions">
      <Button variant="outline" onClick={p.onBack}>
        <Trans>Back</Trans>
      </Button>
      <Button variant="primary" busy={p.busy} data-testid={p.testId} onClick={p.onSend}>
        {p.children}
      </Button>
    </div>
  );
}

/**
 * After payment (spec section 4): received (optionally how much arrived), fully paid, or not
 * received with a proof image (png/jpg, 5 MB). Past the deadline it counts as received.
 */
export function ConfirmReceipt({ w, onDone }: { w: Withdrawal; onDone: () => void }) {
  const { i18n, t } = useLingui();
  const [mode, setMode] = useState<'choose' | 'partial' | 'proof'>('choose');
  const [received, setReceived] = useState('');
  const { busy, error, setError, run: submit } = useSubmit();
  const file = useRef<HTMLInputElement>(null);

  const run = (f: () => Promise<unknown>) =>
    submit(async () => {
      await f();
      onDone();
    });

  const problemText = (problem: ProofProblem) =>
    problem === 'size' ? t`The image must be 5 MB or smaller.` : t`Please choose a PNG or JPG image.`;

  const sendProof = () => {
    const chosen = file.current?.files?.[0];
    if (!chosen) return setError(t`Please choose the proof image.`);
    // Too large is refused here, before any request; the type the server checks by the bytes.
    if (proofProblem(chosen) === 'size') return setError(problemText('size'));
    return run(async () => {
      await uploadProof(w.id, chosen);
      await confirmWithdrawal(w.id, { action: 'not_received' });
    });
  };

  const onFile = () => {
    const chosen = file.current?.files?.[0];
    if (!chosen) return;
    const problem = proofProblem(chosen);
    setError(problem ? problemText(problem) : null);
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
          <BackAndSend
            busy={busy}
            onBack={() => setMode('choose')}
            onSend={() => {
              const value = parseAmountInput(received);
              if (!value) return setError(t`Please enter the amount you received.`);
              void run(() => confirmWithdrawal(w.id, { action: 'received', amountReceived: value }));
            }}
          >
            <Trans>Confirm</Trans>
          </BackAndSend>
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
          <BackAndSend
            busy={busy}
            onBack={() => setMode('choose')}
            onSend={() => void sendProof()}
            testId="confirm-proof-submit"
          >
            <Trans>Report not received</Trans>
          </BackAndSend>
        </>
      ) : null}
      <FormError>{error}</FormError>
    </div>
  );
}
