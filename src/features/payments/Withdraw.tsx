import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { showToast } from '../../lib/dialogs';
import { useLoadEffect } from '../../lib/use-load';
import { refreshBalance } from '../wallet/balance';
import { formatMoney, parseAmountInput } from '../wallet/money';
import { AmountField, PaymentPasswordField, SubmitRow } from '../../ui/form/fields';
import { CashierBalance, useMoneyForm } from '../wallet/money-form';
import { BankCards } from './BankCards';
import { ConfirmReceipt } from './ConfirmReceipt';
import {
  createWithdrawal,
  findBankCards,
  findWithdrawals,
  getWithdrawInfo,
  type BankCard,
  type Withdrawal,
  type WithdrawInfo,
} from './payments-api';
import { confirmStatusLabel, withdrawalStatus } from './status-labels';
import '../../ui/list.css';
import '../wallet/wallet.css';
import { SectionPending } from '../wallet/SectionPending';
import { TurnoverNotice } from '../rewards/TurnoverNotice';
import { ApiError } from '../../lib/api';
import { Button } from '../../ui/Button';

type State = { info: WithdrawInfo; cards: BankCard[]; history: Withdrawal[] };

function History({ list, onChanged }: { list: Withdrawal[]; onChanged: () => void }) {
  const { i18n } = useLingui();
  if (list.length === 0) return null;
  return (
    <section className="panel cashier-card">
      <h3>
        <Trans>Recent withdrawals</Trans>
      </h3>
      <ul className="cashier-list" data-testid="withdrawal-list">
        {list.map((w) => {
          const s = withdrawalStatus[w.status];
          const open =
            w.status === 'approved' && (w.confirmStatus === 'awaiting' || w.confirmStatus === 'not_received');
          return (
            <li key={w.id} data-testid={`withdrawal-${w.id}`} style={{ flexWrap: 'wrap' }}>
              <span className="cashier-item-main">
                <strong>{formatMoney(w.amount)}</strong>
                <small>
                  {w.bankName} {w.accountNumberMasked} · {new Date(w.createdAt).toLocaleString(i18n.locale)}
                </small>
                {w.confirmStatus ? (
                  <small data-testid={`withdrawal-confirm-${w.id}`} data-confirm={w.confirmStatus}>
                    {i18n._(confirmStatusLabel[w.confirmStatus])}
                    {w.remainingAmount && w.remainingAmount !== '0' ? (
                      <>
                        {' · '}
                        <Trans>Remaining {formatMoney(w.remainingAmount)}</Trans>
                      </>
                    ) : null}
                  </small>
                ) : null}
              </span>
              <span className="cashier-status" data-tone={s.tone} data-testid={`withdrawal-status-${w.id}`}>
                {i18n._(s.label)}
              </span>
              {open ? (
                <div style={{ flexBasis: '100%' }}>
                  <ConfirmReceipt w={w} onDone={onChanged} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Withdraw (member centre): bank accounts, a request held at once, and the receipt confirmation. */
export default function WithdrawSection() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [state, setState] = useState<State | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [cardId, setCardId] = useState<number | null>(null);
  // The request just accepted, confirmed on screen until the next one is sent.
  const [sent, setSent] = useState<Withdrawal | null>(null);
  // Bumped to load the bonus turnover again (after a request or a TURNOVER_NOT_MET refusal).
  const [turnoverVersion, setTurnoverVersion] = useState(0);
  const form = useMoneyForm();
  const { amount, password, busy, error, setError } = form;

  const load = useLoadEffect(
    async () => {
      const [info, cards, history] = await Promise.all([
        getWithdrawInfo(),
        findBankCards(),
        findWithdrawals(1, 10),
      ]);
      setState({ info, cards, history: history.list });
      setCardId((c) => (cards.some((x) => x.id === c) ? c : (cards[0]?.id ?? null)));
      setLoadError(null);
    },
    setLoadError,
    [],
  );

  if (!state) return <SectionPending error={loadError} />;
  const { info, cards, history } = state;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || cardId === null) return;
    const value = parseAmountInput(amount);
    if (!value || BigInt(value) < BigInt(info.minAmount) || BigInt(value) > BigInt(info.maxAmount)) {
      setError(t`Enter an amount between ${formatMoney(info.minAmount)} and ${formatMoney(info.maxAmount)}.`);
      return;
    }
    if (!password) {
      setError(t`Please enter your payment password.`);
      return;
    }
    setSent(null);
    await form.send(
      (requestId) =>
        createWithdrawal({ cardId, amount: value, paymentPassword: password, requestId }).catch(
          (err: unknown) => {
            if (err instanceof ApiError && err.code === 'TURNOVER_NOT_MET') setTurnoverVersion((v) => v + 1);
            throw err;
          },
        ),
      async (w) => {
        setSent(w);
        // Replaces whatever toast was showing (such as the payment password just saved).
        showToast(<Trans>Withdrawal requested</Trans>);
        void refreshBalance();
        await load();
      },
    );
  };

  return (
    <div className="cashier" data-testid="withdraw-section">
      <section className="panel cashier-card">
        <CashierBalance
          label={<Trans>Available balance</Trans>}
          amount={formatMoney(info.balance)}
          testId="withdraw-balance"
        />
      </section>
      <TurnoverNotice action="withdraw" version={turnoverVersion} />
      <BankCards cards={cards} payeeName={info.payeeName} onChanged={() => void load()} />
      {info.hasPaymentPassword ? null : (
        <section className="panel cashier-card" data-testid="withdraw-need-password">
          <p className="cashier-muted">
            <Trans>Set a payment password in the security centre before your first withdrawal.</Trans>
          </p>
          <Button variant="outline" onClick={() => navigate('/member?tab=securityCenter&then=withdraw')}>
            <Trans>Go to the security centre</Trans>
          </Button>
        </section>
      )}
      {cards.length > 0 && info.hasPaymentPassword ? (
        <form className="panel cashier-card" onSubmit={(e) => void submit(e)} noValidate>
          <h3>
            <Trans>Withdraw</Trans>
          </h3>
          <label className="field">
            <span>
              <Trans>To bank account</Trans>
            </span>
            <select
              className="cashier-select"
              value={cardId ?? ''}
              onChange={(e) => setCardId(Number(e.target.value))}
              data-testid="withdraw-card"
            >
              {cards.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.bankName} {c.accountNumberMasked}
                </option>
              ))}
            </select>
          </label>
          <AmountField value={amount} onChange={form.setAmount} testId="withdraw-amount" />
          <p className="cashier-muted">
            <Trans>
              Limits: {formatMoney(info.minAmount)} – {formatMoney(info.maxAmount)}
            </Trans>
          </p>
          <PaymentPasswordField value={password} onChange={form.setPassword} testId="withdraw-password" />
          <SubmitRow error={error} disabled={busy} testId="withdraw-submit">
            <Trans>Request withdrawal</Trans>
          </SubmitRow>
          {sent ? (
            <p className="cashier-done" role="status" data-testid="withdraw-sent">
              <Trans>
                Your withdrawal of {formatMoney(sent.amount)} to {sent.bankName} {sent.accountNumberMasked} is
                requested. The amount is held from your balance until it is paid.
              </Trans>
            </p>
          ) : null}
        </form>
      ) : null}
      <History
        list={history}
        onChanged={() => {
          void load();
        }}
      />
    </div>
  );
}
