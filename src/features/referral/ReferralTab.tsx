import { useMemo, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { showToast } from '../../lib/dialogs';
import { errorText } from '../../lib/errors';
import { formatLocalDateTime } from '../../lib/time';
import { useLoad } from '../../lib/use-load';
import { FormError, TextField } from '../../ui/form/fields';
import { ruleText } from '../rewards/rule-labels';
import { refreshBalance } from '../wallet/balance';
import { formatMoney } from '../wallet/money';
import { SectionPending } from '../wallet/SectionPending';
import { encodeQr, qrPath } from './qr';
import { CodeField } from '../accounts/account-fields';
import {
  bindZalo,
  getReferral,
  referralLink,
  zaloCode,
  type Referee,
  type ReferralSummary,
} from './referral-api';
import '../../ui/list.css';
import './referral.css';
import { Button } from '../../ui/Button';

const stateLabels: Record<Referee['state'], MessageDescriptor> = {
  pending: msg`Waiting`,
  qualified: msg`Qualified`,
  refused: msg`Not counted`,
};
const reasonLabels: Record<NonNullable<Referee['reason']>, MessageDescriptor> = {
  device: msg`Same device as yours`,
  ip24: msg`Same network as yours`,
  bank: msg`Same bank account as yours`,
  payee: msg`Same payee name as yours`,
};

/** The link as a QR code: a friend scans it to open the sign-up with the code filled in. */
function Qr({ link }: { link: string }) {
  const { t } = useLingui();
  const q = useMemo(() => encodeQr(link), [link]);
  const frame = q.size + 8;
  return (
    <svg
      className="referral-qr"
      viewBox={`-4 -4 ${frame} ${frame}`}
      role="img"
      aria-label={t`QR code of your referral link`}
      shapeRendering="crispEdges"
      data-testid="referral-qr"
    >
      <rect x={-4} y={-4} width={frame} height={frame} fill="#fff" />
      <path d={qrPath(q)} fill="#000" />
    </svg>
  );
}

function Share({ s }: { s: ReferralSummary }) {
  const { t } = useLingui();
  const link = referralLink(s.code);
  const copy = (text: string) =>
    void navigator.clipboard?.writeText(text).then(
      () => showToast(t`Copied`),
      () => null,
    );
  return (
    <section className="panel referral-card" data-testid="referral-share">
      <Qr link={link} />
      <div className="referral-row">
        <span className="referral-label">
          <Trans>Your referral code</Trans>
        </span>
        <strong className="referral-code" data-testid="referral-code">
          {s.code}
        </strong>
        <Button variant="outline" className="referral-copy" onClick={() => copy(s.code)}>
          <Trans>Copy</Trans>
        </Button>
      </div>
      <div className="referral-row">
        <span className="referral-label">
          <Trans>Your link</Trans>
        </span>
        <span className="referral-link" data-testid="referral-link">
          {link}
        </span>
        <Button
          variant="primary"
          className="referral-copy"
          onClick={() => copy(link)}
          data-testid="referral-copy-link"
        >
          <Trans>Copy link</Trans>
        </Button>
      </div>
    </section>
  );
}

/** What a friend must do and what the member gets: the campaign's own numbers. */
function Terms({ s }: { s: ReferralSummary }) {
  if (s.rewardPerReferee === null)
    return (
      <p className="referral-note">
        <Trans>The referral reward is paused at the moment. Friends you invite are still counted.</Trans>
      </p>
    );
  const reward = formatMoney(s.rewardPerReferee);
  const turnover = formatMoney(s.minValidBet);
  return (
    <p className="referral-note" data-testid="referral-terms">
      <Trans>
        You receive {reward} for each friend who registers through your link, makes a first deposit and has{' '}
        {turnover} of settled valid bets. Friends who share your device, network, bank account or payee name
        do not count.
      </Trans>
    </p>
  );
}

function Stats({ s }: { s: ReferralSummary }) {
  return (
    <dl className="referral-stats" data-testid="referral-stats">
      <div>
        <dt>
          <Trans>Invited</Trans>
        </dt>
        <dd data-testid="referral-invited">{s.invited}</dd>
      </div>
      <div>
        <dt>
          <Trans>Qualified</Trans>
        </dt>
        <dd data-testid="referral-qualified">{s.qualified}</dd>
      </div>
      <div>
        <dt>
          <Trans>Rewards</Trans>
        </dt>
        <dd data-testid="referral-rewards">{formatMoney(s.rewards)}</dd>
      </div>
    </dl>
  );
}

function Referees({ list }: { list: Referee[] }) {
  const { i18n } = useLingui();
  if (list.length === 0)
    return (
      <p className="referral-empty">
        <Trans>No friends yet. Share your link to invite one.</Trans>
      </p>
    );
  return (
    <ul className="referral-list" data-testid="referral-list">
      {list.map((r, i) => (
        <li key={`${r.name}-${i}`} data-testid="referee" data-state={r.state}>
          <div>
            <strong>{r.name}</strong>
            <small>{formatLocalDateTime(r.joinedAt)}</small>
          </div>
          <div className="referral-state">
            <span className={`referral-badge referral-${r.state}`}>{i18n._(stateLabels[r.state])}</span>
            {r.reward ? <small>+{formatMoney(r.reward)}</small> : null}
            {r.reason ? <small>{i18n._(reasonLabels[r.reason])}</small> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A Zalo number as the server takes it: 9 to 11 digits. */
const zaloOk = (v: string) => /^[0-9]{9,11}$/.test(v.trim());

/**
 * The Zalo registration reward (decisions 060, 089): the member proves the number with the code we
 * SMS to it; the reward is paid once, after the first credited deposit (at once when there is one).
 */
function Zalo({ s, onBound }: { s: ReferralSummary; onBound: () => void }) {
  const { i18n, t } = useLingui();
  const z = s.zaloReward;
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const amount = z.amount ? formatMoney(z.amount) : null;
  const bound = z.zalo;

  const bind = async () => {
    if (busy) return;
    setTouched(true);
    if (!zaloOk(value)) {
      setError(t`Enter your Zalo number: 9 to 11 digits.`);
      return;
    }
    if (code.trim() === '') return;
    setBusy(true);
    setError(null);
    try {
      const r = await bindZalo(value.trim(), code.trim());
      if (r.reward === 'paid' && r.amount) {
        const paid = formatMoney(r.amount);
        showToast(<Trans>{paid} added to your balance.</Trans>);
        void refreshBalance();
      }
      onBound();
    } catch (err) {
      setError(errorText(i18n, err));
    } finally {
      setBusy(false);
    }
  };

  if (z.reward !== 'open' && (z.reward !== 'closed' || bound !== null)) {
    return (
      <section className="panel referral-card" data-testid="zalo-reward">
        <h3>
          <Trans>Zalo binding reward</Trans>
        </h3>
        <p className="referral-note" data-testid="zalo-state" data-reward={z.reward}>
          <Trans>Zalo number: {bound}</Trans>{' '}
          {z.reward === 'deposit' && amount ? (
            <Trans>Verified. Your {amount} is paid after your first deposit is credited.</Trans>
          ) : null}
          {z.reward === 'paid' && amount ? <Trans>Reward received: {amount}.</Trans> : null}
          {z.reward === 'refused'
            ? (ruleText(i18n, z.reason) ?? <Trans>Not eligible for the reward.</Trans>)
            : null}
        </p>
      </section>
    );
  }

  return (
    <section className="panel referral-card" data-testid="zalo-reward">
      <h3>
        <Trans>Zalo binding reward</Trans>
      </h3>
      <p className="referral-note">
        {amount ? (
          <Trans>
            Bind your Zalo number and verify it with the code we send to it by SMS. You receive {amount} once,
            after your first deposit is credited. Bet it 3 times before withdrawing.
          </Trans>
        ) : (
          <Trans>Bind your Zalo number so we can reach you there.</Trans>
        )}
      </p>
      {bound ? (
        <p className="referral-note" data-testid="zalo-state" data-reward={z.reward}>
          <Trans>Zalo number from your registration: {bound}. Verify it with its code to take part.</Trans>
        </p>
      ) : null}
      <TextField
        label={<Trans>Zalo number</Trans>}
        value={value}
        onChange={setValue}
        inputMode="numeric"
        maxLength={11}
        testId="zalo-input"
      />
      <CodeField
        name="verificationCode"
        value={code}
        onChange={setCode}
        missing={touched && code.trim() === ''}
        testId="zalo-code"
        sms={{ disabled: !zaloOk(value), send: () => zaloCode(value.trim()) }}
      />
      {error ? <FormError>{error}</FormError> : null}
      <Button variant="primary" block busy={busy} onClick={() => void bind()} data-testid="zalo-bind">
        {busy ? <span className="spinner" /> : <Trans>Bind Zalo</Trans>}
      </Button>
    </section>
  );
}

/**
 * The referral member tab (spec section 2; decisions 059, 060): the member's code, link and QR
 * code, what a friend must do, statistics, the friends invited with their state, and the Zalo
 * binding reward. A friend qualifies on the server's pass a few seconds after the bet settles.
 */
export default function ReferralTab() {
  const load = useLoad(getReferral, []);
  const s = load.data;
  if (!s) return <SectionPending error={load.error} />;
  return (
    <div className="referral" data-testid="referral-section">
      <Share s={s} />
      <Terms s={s} />
      <Stats s={s} />
      <section className="referral-block">
        <div className="referral-head">
          <h3>
            <Trans>Friends you invited</Trans>
          </h3>
          <Button
            variant="outline"
            className="referral-copy"
            onClick={load.reload}
            data-testid="referral-refresh"
          >
            <Trans>Refresh</Trans>
          </Button>
        </div>
        <Referees list={s.referees} />
      </section>
      <Zalo s={s} onBound={load.reload} />
    </div>
  );
}
