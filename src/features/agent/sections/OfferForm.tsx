import { useState, type FormEvent } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSubmit } from '../../../lib/use-submit';
import { offerContract, type ContractKind, type ContractTerms } from '../agent-api';
import { Button } from '../../../ui/Button';

const KINDS: ContractKind[] = ['realtime_salary', 'daily_salary', 'hourly_salary', 'dividend'];
const PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly'] as const;

/** "1.5" (percent) → 150 basis points; null when it is not a percentage with at most 2 decimals. */
export function toBp(text: string): number | null {
  const m = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** An optional whole amount in minor units: empty is 0; null when it is not a whole number. */
function wholeAmount(text: string): string | null {
  const v = text.trim();
  if (v === '') return '0';
  return /^\d{1,15}$/.test(v) ? v : null;
}

/** The upline's offer of a contract to one direct downline agent. */
export function OfferForm({ downlineId, onDone }: { downlineId: number; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const [kind, setKind] = useState<ContractKind>('realtime_salary');
  const [f, setF] = useState({
    rate: '',
    profit: '',
    loss: '',
    minBet: '',
    minLoss: '',
    period: 'weekly' as (typeof PERIODS)[number],
    active: '',
  });
  const { busy, error, setError, run } = useSubmit();

  const terms = (): ContractTerms | null => {
    const minValidBet = wholeAmount(f.minBet);
    if (minValidBet === null) return null;
    if (kind === 'realtime_salary') {
      const profitRateBp = toBp(f.profit);
      const lossRateBp = toBp(f.loss);
      return profitRateBp === null || lossRateBp === null
        ? null
        : { kind, profitRateBp, lossRateBp, minValidBet };
    }
    const rateBp = toBp(f.rate);
    if (rateBp === null || rateBp === 0) return null;
    if (kind === 'dividend') {
      const active = f.active.trim() === '' ? 0 : Number(f.active);
      if (!Number.isInteger(active) || active < 0) return null;
      const minLoss = wholeAmount(f.minLoss);
      if (minLoss === null) return null;
      return { kind, rateBp, period: f.period, minValidBet, minLoss, minActiveMembers: active };
    }
    return { kind, rateBp, minValidBet };
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const tm = terms();
    if (!tm) {
      setError(t`Enter rates as percentages (up to 2 decimals) and amounts as whole numbers.`);
      return;
    }
    await run(async () => {
      await offerContract(downlineId, tm);
      onDone();
    });
  };
  const input = (
    key: keyof typeof f,
    label: string,
    testId: string,
    inputMode: 'decimal' | 'numeric' = 'decimal',
  ) => (
    <label className="field">
      <span>{label}</span>
      <input
        className="input"
        inputMode={inputMode}
        value={f[key]}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setF((x) => ({ ...x, [key]: value }));
        }}
        data-testid={testId}
      />
    </label>
  );

  return (
    <form className="form agent-offer" onSubmit={(e) => void submit(e)} data-testid="offer-form">
      <label className="field">
        <span>
          <Trans>Contract</Trans>
        </span>
        <select
          className="input"
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as ContractKind)}
          data-testid="offer-kind"
        >
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {i18n._(kindLabel(k))}
            </option>
          ))}
        </select>
      </label>
      {kind === 'realtime_salary' ? (
        <div className="agent-two">
          {input('profit', t`Profit rate (%)`, 'offer-profit')}
          {input('loss', t`Loss rate (%)`, 'offer-loss')}
        </div>
      ) : (
        input('rate', t`Rate (%)`, 'offer-rate')
      )}
      {kind === 'dividend' ? (
        <div className="agent-two">
          <label className="field">
            <span>
              <Trans>Period</Trans>
            </span>
            <select
              className="input"
              value={f.period}
              onChange={(e) => {
                const period = e.currentTarget.value as (typeof PERIODS)[number];
                setF((x) => ({ ...x, period }));
              }}
            >
              {PERIODS.map((p) => (
                <option key={p} value={p}>
                  {i18n._(periodLabel(p))}
                </option>
              ))}
            </select>
          </label>
          {input('active', t`Active members`, 'offer-active', 'numeric')}
        </div>
      ) : null}
      {kind === 'dividend' ? input('minLoss', t`Period team loss from`, 'offer-min-loss', 'numeric') : null}
      {input(
        'minBet',
        kind === 'realtime_salary'
          ? t`Single bet from`
          : kind === 'dividend'
            ? t`Period valid bet from`
            : t`Bet amount from`,
        'offer-min-bet',
        'numeric',
      )}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="primary" block busy={busy} data-testid="offer-submit">
        <Trans>Offer contract</Trans>
      </Button>
    </form>
  );
}

const kindLabel = (k: ContractKind) =>
  ({
    dividend: msg`Dividend`,
    daily_salary: msg`Daily salary`,
    hourly_salary: msg`Hourly salary`,
    realtime_salary: msg`Real-time salary`,
  })[k];
const periodLabel = (p: (typeof PERIODS)[number]) =>
  ({ daily: msg`Daily`, weekly: msg`Weekly`, semimonthly: msg`Semimonthly`, monthly: msg`Monthly` })[p];
