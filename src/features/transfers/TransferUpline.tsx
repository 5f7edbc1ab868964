import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToast } from '../../lib/dialogs';
import { useLoadEffect } from '../../lib/use-load';
import { AmountField, PaymentPasswordField, SubmitRow, TextField } from '../../ui/form/fields';
import { refreshBalance } from '../wallet/balance';
import { formatMoney, parseAmountInput } from '../wallet/money';
import { CashierBalance, useMoneyForm } from '../wallet/money-form';
import { createTransfer, getTransferTargets, type TransferTargets } from './transfers-api';
import '../../ui/list.css';
import '../wallet/wallet.css';
import { SectionPending } from '../wallet/SectionPending';
import { TurnoverNotice } from '../rewards/TurnoverNotice';
import { ApiError } from '../../lib/api';

/**
 * Transfer to the direct upline, or (agents) to any downline account (member centre
 * transferUpline). Payment password required; one request key per intended transfer.
 */
export default function TransferUpline() {
  const { t } = useLingui();
  const [targets, setTargets] = useState<TransferTargets | null>(null);
  const [to, setTo] = useState('');
  const form = useMoneyForm();
  const { amount, password, busy, error, setError } = form;
  // Bumped to load the bonus turnover again (after a transfer or a TURNOVER_NOT_MET refusal).
  const [turnoverVersion, setTurnoverVersion] = useState(0);

  const load = useLoadEffect(
    async () => {
      const next = await getTransferTargets();
      setTargets(next);
      setTo((v) => v || (next.upline?.account ?? ''));
    },
    setError,
    [],
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const value = parseAmountInput(amount);
    if (!to.trim()) return setError(t`Please enter the receiving account.`);
    if (!value) return setError(t`Please enter an amount.`);
    if (!password) return setError(t`Please enter your payment password.`);
    await form.send(
      (requestId) =>
        createTransfer({ to: to.trim(), amount: value, paymentPassword: password, requestId }).catch(
          (err: unknown) => {
            if (err instanceof ApiError && err.code === 'TURNOVER_NOT_MET') setTurnoverVersion((v) => v + 1);
            throw err;
          },
        ),
      async (r) => {
        showToast(
          <Trans>
            Sent {formatMoney(r.amount)} to {r.to.account}.
          </Trans>,
        );
        void refreshBalance();
        await load();
      },
    );
  };

  if (!targets) return <SectionPending error={error} />;

  const nowhere = !targets.upline && !targets.canTransferDown;
  return (
    <div className="cashier" data-testid="transfer-upline">
      <section className="panel cashier-card">
        <CashierBalance label={<Trans>Main wallet</Trans>} amount={formatMoney(targets.balance)} />
        {targets.upline ? (
          <p className="cashier-muted" data-testid="transfer-upline-name">
            <Trans>
              Your upline: {targets.upline.account} ({targets.upline.nickname})
            </Trans>
          </p>
        ) : null}
      </section>
      {nowhere ? null : <TurnoverNotice action="transfer" version={turnoverVersion} />}
      {nowhere ? (
        <section className="panel cashier-card">
          <p className="cashier-muted">
            <Trans>You have no upline and no downline to transfer to.</Trans>
          </p>
        </section>
      ) : (
        <form className="panel cashier-card" onSubmit={(e) => void submit(e)} noValidate>
          {targets.upline && targets.canTransferDown ? (
            <p className="cashier-muted">
              <Trans>Send to your upline, or type the account of anyone in your downline.</Trans>
            </p>
          ) : null}
          <TextField
            label={<Trans>Receiving account</Trans>}
            value={to}
            onChange={setTo}
            required
            testId="transfer-to"
            maxLength={64}
          />
          <AmountField value={amount} onChange={form.setAmount} testId="transfer-amount" />
          <PaymentPasswordField value={password} onChange={form.setPassword} testId="transfer-password" />
          {targets.hasPaymentPassword ? null : (
            <p className="cashier-muted">
              <Trans>Set a payment password in the security centre first.</Trans>
            </p>
          )}
          <SubmitRow error={error} disabled={busy} testId="transfer-submit">
            <Trans>Transfer</Trans>
          </SubmitRow>
        </form>
      )}
    </div>
  );
}
