import { useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { errorText } from '../../lib/errors';
import { AmountField, FormError, SubmitRow } from '../../ui/form/fields';
import { refreshUnread } from '../inbox/unread';
import { refreshBalance } from '../wallet/balance';
import { formatMoney, parseAmountInput } from '../wallet/money';
import { useMoneyForm } from '../wallet/money-form';
import {
  createDeposit,
  findChannels,
  findDeposits,
  getDeposit,
  type Deposit,
  type DepositChannel,
} from './payments-api';
import { depositStatus } from './status-labels';
import '../../ui/list.css';
import '../wallet/wallet.css';

/** After the gateway sends the member back: ask until the callback has settled it (bounded). */
async function settle(id: number): Promise<Deposit> {
  let d = await getDeposit(id);
  for (let i = 0; i < 10 && d.status === 'pending'; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    d = await getDeposit(id);
  }
  return d;
}

function StatusChip({ d }: { d: Deposit }) {
  const { i18n } = useLingui();
  const s = depositStatus[d.status];
  return (
    <span className="cashier-status" data-tone={s.tone} data-testid={`deposit-status-${d.id}`}>
      {i18n._(s.label)}
    </span>
  );
}

/** A pending bank transfer: the member pays our account quoting the reference. */
function BankInstructions({ d }: { d: Deposit }) {
  const bank = d.receivingBank;
  return (
    <section className="panel cashier-card" data-testid="deposit-instructions">
      <h3>
        <Trans>Transfer to this account</Trans>
      </h3>
      <p className="cashier-muted">
        <Trans>
          Put the reference in the transfer description. Your balance is credited once we confirm it.
        </Trans>
      </p>
      <dl className="cashier-kv">
        <dt>
          <Trans>Amount</Trans>
        </dt>
        <dd>{formatMoney(d.amount)}</dd>
        <dt>
          <Trans>Reference</Trans>
        </dt>
        <dd data-testid="deposit-reference">{d.reference}</dd>
        {bank ? (
          <>
            <dt>
              <Trans>Bank</Trans>
            </dt>
            <dd>{bank.bankName}</dd>
            <dt>
              <Trans>Account name</Trans>
            </dt>
            <dd>{bank.accountName}</dd>
            <dt>
              <Trans>Account number</Trans>
            </dt>
            <dd>{bank.accountNumber}</dd>
            <dt>
              <Trans>Branch</Trans>
            </dt>
            <dd>{bank.branch}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

function Returned({ id }: { id: number }) {
  const { i18n } = useLingui();
  const [d, setD] = useState<Deposit | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    settle(id)
      .then((x) => {
        if (!live) return;
        setD(x);
        void refreshBalance();
        void refreshUnread();
      })
      .catch((err: unknown) => live && setError(errorText(i18n, err)));
    return () => {
      live = false;
    };
  }, [id, i18n]);
  if (error) return <FormError>{error}</FormError>;
  if (!d)
    return (
      <div className="member-loading" role="status">
        <span className="spinner" />
        <span>
          <Trans>Checking your payment…</Trans>
        </span>
      </div>
    );
  return (
    <section className="panel cashier-card" data-testid="deposit-result" data-status={d.status}>
      <div className="cashier-balance">
        <h3>
          {d.status === 'credited' ? (
            <Trans>Deposit received</Trans>
          ) : d.status === 'pending' ? (
            <Trans>Payment is being processed</Trans>
          ) : (
            <Trans>Deposit failed</Trans>
          )}
        </h3>
        <StatusChip d={d} />
      </div>
      <p className="cashier-muted">
        {formatMoney(d.amount)} · {d.reference}
      </p>
    </section>
  );
}

/** Deposit (member centre depositv2): channels from the server, a bank transfer or a gateway. */
export default function DepositSection() {
  const { i18n, t } = useLingui();
  const returnedId = Number(new URLSearchParams(useSearch()).get('deposit')) || null;
  const [channels, setChannels] = useState<DepositChannel[] | null>(null);
  const [channel, setChannel] = useState<string>('');
  const form = useMoneyForm();
  const { amount, busy, error, setError } = form;
  const [pending, setPending] = useState<Deposit | null>(null);
  const [recent, setRecent] = useState<Deposit[]>([]);

  useEffect(() => {
    let live = true;
    findChannels()
      .then((list) => {
        if (!live) return;
        setChannels(list);
        setChannel((c) => c || (list[0]?.code ?? ''));
      })
      .catch((err: unknown) => live && setError(errorText(i18n, err)));
    findDeposits()
      .then((p) => live && setRecent(p.list))
      .catch(() => null);
    return () => {
      live = false;
    };
  }, [i18n, pending, setError]);

  const chosen = channels?.find((c) => c.code === channel);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !chosen) return;
    const value = parseAmountInput(amount);
    if (!value || BigInt(value) < BigInt(chosen.minAmount) || BigInt(value) > BigInt(chosen.maxAmount)) {
      setError(
        t`Enter an amount between ${formatMoney(chosen.minAmount)} and ${formatMoney(chosen.maxAmount)}.`,
      );
      return;
    }
    await form.send(
      (requestId) => createDeposit({ channel: chosen.code, amount: value, requestId }),
      (d) => {
        // A gateway deposit continues on the gateway's page; a bank transfer shows its instructions.
        if (d.redirectUrl) window.location.assign(d.redirectUrl);
        else setPending(d);
      },
    );
  };

  return (
    <div className="cashier" data-testid="deposit-section">
      {returnedId ? <Returned id={returnedId} /> : null}
      {pending ? <BankInstructions d={pending} /> : null}
      <form className="panel cashier-card" onSubmit={(e) => void submit(e)} noValidate>
        <h3>
          <Trans>Payment method</Trans>
        </h3>
        {channels === null && !error ? <span className="spinner" role="status" /> : null}
        <div className="cashier-chips" role="group" aria-label={t`Payment method`}>
          {channels?.map((c) => (
            <button
              key={c.code}
              type="button"
              className="cashier-chip"
              aria-pressed={c.code === channel}
              data-testid={`deposit-channel-${c.code}`}
              onClick={() => setChannel(c.code)}
            >
              {c.kind === 'gateway' ? <Trans>Online banking</Trans> : <Trans>Bank transfer</Trans>}
            </button>
          ))}
        </div>
        {chosen ? (
          <p className="cashier-muted">
            <Trans>
              Limits: {formatMoney(chosen.minAmount)} – {formatMoney(chosen.maxAmount)}
            </Trans>
          </p>
        ) : null}
        <AmountField
          value={amount}
          onChange={(v) => {
            form.setAmount(v);
            setError(null);
          }}
          testId="deposit-amount"
        />
        <SubmitRow error={error} disabled={busy || !chosen} testId="deposit-submit">
          {chosen?.kind === 'gateway' ? <Trans>Continue to payment</Trans> : <Trans>Deposit</Trans>}
        </SubmitRow>
      </form>
      {recent.length > 0 ? (
        <section className="panel cashier-card">
          <h3>
            <Trans>Recent deposits</Trans>
          </h3>
          <ul className="cashier-list" data-testid="deposit-list">
            {recent.map((d) => (
              <li key={d.id}>
                <span className="cashier-item-main">
                  <strong>{formatMoney(d.amount)}</strong>
                  <small>
                    {d.reference} · {new Date(d.createdAt).toLocaleString(i18n.locale)}
                  </small>
                </span>
                <StatusChip d={d} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
