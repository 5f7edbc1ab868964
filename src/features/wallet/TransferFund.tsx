import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { menus as gameMenus } from '../../../contract/games/endpoints';
import { showToast } from '../../lib/dialogs';
import { api } from '../../lib/call';
import { useLoadEffect } from '../../lib/use-load';
import { refreshBalance } from './balance';
import { formatMoney, parseAmountInput } from './money';
import { AmountField, PressGroup, SubmitRow } from '../../ui/form/fields';
import { CashierBalance, useMoneyForm } from './money-form';
import { getBalance, getMerchantWallet, walletTransfer, type WalletBalance } from './wallet-api';
import '../../ui/list.css';
import './wallet.css';
import { SectionPending } from './SectionPending';

type Vendor = { code: string; name: string };

/** Vendors of the game menus, once each (a vendor can sit in several categories). */
async function findVendors(): Promise<Vendor[]> {
  const menus = await api(gameMenus);
  const seen = new Map<string, Vendor>();
  for (const m of menus)
    for (const v of m.vendors)
      if (!seen.has(v.vassalage)) seen.set(v.vassalage, { code: v.vassalage, name: v.displayName });
  return [...seen.values()];
}

/**
 * Transfer funds (member centre transferFund): main wallet ↔ a vendor wallet. A merchant with a
 * single wallet needs none: the screen says so and shows the balance.
 */
export default function TransferFund() {
  const { t } = useLingui();
  const [single, setSingle] = useState<boolean | null>(null);
  const [balance, setBalance] = useState<WalletBalance | null>(null);
  const [vendors, setVendors] = useState<Vendor[]>([]);
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [vendor, setVendor] = useState('');
  const form = useMoneyForm();
  const { amount, busy, error, setError } = form;

  useLoadEffect(
    async () => {
      const [mode, b] = await Promise.all([getMerchantWallet(), getBalance()]);
      setSingle(mode.isSingle);
      setBalance(b);
      if (!mode.isSingle) {
        const list = await findVendors();
        setVendors(list);
        setVendor((v) => v || (list[0]?.code ?? ''));
      }
    },
    setError,
    [],
  );

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || !vendor) return;
    const value = parseAmountInput(amount);
    if (!value) return setError(t`Please enter an amount.`);
    const [from, to] = direction === 'in' ? ['main', vendor] : [vendor, 'main'];
    await form.send(
      (requestId) => walletTransfer({ from, to, amount: value, requestId }),
      (r) => {
        setBalance(r);
        showToast(<Trans>Transfer done.</Trans>);
        void refreshBalance();
      },
    );
  };

  if (single === null) return <SectionPending error={error} />;

  const vendorBalance = (code: string) => balance?.wallets.find((w) => w.vendor === code)?.balance ?? '0';
  return (
    <div className="cashier" data-testid="transfer-fund">
      <section className="panel cashier-card">
        <CashierBalance
          label={<Trans>Main wallet</Trans>}
          amount={formatMoney(balance?.balance, balance?.currencySymbol)}
          testId="transfer-fund-balance"
        />
        {single ? (
          <p className="cashier-muted" data-testid="transfer-fund-single">
            <Trans>One wallet for every game: no transfers are needed.</Trans>
          </p>
        ) : null}
      </section>
      {single ? null : (
        <form className="panel cashier-card" onSubmit={(e) => void submit(e)} noValidate>
          <PressGroup
            className="cashier-chips"
            label={t`Direction`}
            itemClass="cashier-chip"
            items={[
              { id: 'in', label: <Trans>Main → game</Trans> },
              { id: 'out', label: <Trans>Game → main</Trans> },
            ]}
            pressed={direction}
            onPress={setDirection}
          />
          <label className="field">
            <span>
              <Trans>Game wallet</Trans>
            </span>
            <select className="cashier-select" value={vendor} onChange={(e) => setVendor(e.target.value)}>
              {vendors.map((v) => (
                <option key={v.code} value={v.code}>
                  {v.name} · {formatMoney(vendorBalance(v.code))}
                </option>
              ))}
            </select>
          </label>
          <AmountField value={amount} onChange={form.setAmount} />
          <SubmitRow error={error} disabled={busy}>
            <Trans>Transfer</Trans>
          </SubmitRow>
        </form>
      )}
    </div>
  );
}
