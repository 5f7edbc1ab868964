import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { NIGHTLY_DROP } from '../../../contract/red-envelopes/constants';
import { OCCASION_PER_NETWORK } from '../../../contract/rewards/constants';
import { openModal } from '../../lib/overlays';
import { formatLocalDateTime } from '../../lib/time';
import { useLoad } from '../../lib/use-load';
import { PageFrame } from '../../ui/PageFrame';
import { isLoggedIn } from '../accounts/session';
import { SectionPending } from '../wallet/SectionPending';
import { refreshBalance } from '../wallet/balance';
import { formatMoney } from '../wallet/money';
import { formatCountdown, useServerNow } from './countdown';
import {
  getDrops,
  getHistory,
  grabEnvelope,
  type Drop,
  type DropsView,
  type GrabResult,
} from './red-envelope-api';
import { DropFairness } from './VerifyDrop';
import { grabErrorText } from './grab-refusal';
import '../../ui/list.css';
import './red-envelopes.css';
import { Button } from '../../ui/Button';

/**
 * Red envelopes (/redEnvelope, spec section 1; decision 058): a countdown to the next drop, the
 * grab button while a drop is open, the amount won, the drop's published hash (and, once ended,
 * its seed with a check that runs in this browser), the member's envelopes and the rules.
 */
export default function RedEnvelopePage() {
  const loggedIn = isLoggedIn.value;
  // Bumped after a grab and when a countdown reaches zero: the drops load again.
  const [version, setVersion] = useState(0);
  const view = useLoad(getDrops, [loggedIn, version]);
  const reload = () => setVersion((v) => v + 1);
  return (
    <PageFrame title={<Trans>Red envelopes</Trans>} icon="gift" testId="red-envelope-page">
      <div className="envelopes">
        {view.data ? <DropHero view={view.data} onChange={reload} /> : <SectionPending error={view.error} />}
        {view.data?.current ? (
          <section className="panel envelope-card" data-testid="envelope-current">
            <h2>
              <Trans>This drop</Trans>
            </h2>
            <DropFairness drop={view.data.current} />
          </section>
        ) : null}
        {loggedIn ? <MyEnvelopes version={version} /> : null}
        {view.data && view.data.recent.length > 0 ? <RecentDrops drops={view.data.recent} /> : null}
        <Rules />
      </div>
    </PageFrame>
  );
}

function DropHero({ view, onChange }: { view: DropsView; onChange: () => void }) {
  const now = useServerNow(view.now);
  const drop = view.current;
  const opensAt = new Date(drop?.startsAt ?? view.nextScheduledAt).getTime();
  const open = drop !== null && now >= opensAt && now < new Date(drop.endsAt).getTime();
  const target = open ? new Date(drop.endsAt).getTime() : opensAt;
  // The drop opens or closes: ask again (the server decides what may be grabbed).
  const passed = now >= target;
  useEffect(() => {
    if (passed) onChange();
  }, [passed]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <section className="envelope-hero" data-testid="envelope-hero" data-open={open}>
      <div className="envelope-art" aria-hidden="true" data-won={Boolean(drop?.mine)}>
        <span className="envelope-flap" />
        <span className="envelope-seal" />
      </div>
      {open ? (
        <OpenDrop drop={drop} endsIn={target - now} onGrabbed={onChange} />
      ) : (
        <>
          <p className="envelope-label">
            <Trans>Next drop in</Trans>
          </p>
          <strong className="envelope-clock" data-testid="envelope-countdown">
            {formatCountdown(target - now)}
          </strong>
          <p className="envelope-note">
            {drop ? (
              <Trans>
                {formatMoney(drop.total)} in {drop.shares} envelopes, from{' '}
                {formatLocalDateTime(drop.startsAt)}
              </Trans>
            ) : (
              <Trans>Every night at 20:00 (GMT+7)</Trans>
            )}
          </p>
        </>
      )}
    </section>
  );
}

function OpenDrop({ drop, endsIn, onGrabbed }: { drop: Drop; endsIn: number; onGrabbed: () => void }) {
  const { i18n } = useLingui();
  const loggedIn = isLoggedIn.value;
  const [busy, setBusy] = useState(false);
  const [won, setWon] = useState<GrabResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const mine = won?.share ?? drop.mine;
  const grab = async () => {
    setBusy(true);
    setError(null);
    try {
      const r = await grabEnvelope(drop.id);
      setWon(r);
      void refreshBalance();
      onGrabbed();
    } catch (err) {
      setError(grabErrorText(i18n, err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p className="envelope-label">
        <Trans>
          Drop open: {drop.left} of {drop.shares} envelopes left
        </Trans>
      </p>
      {mine ? (
        <p className="envelope-won" data-testid="envelope-won">
          <span>
            <Trans>You got</Trans>
          </span>
          <strong data-testid="envelope-amount">{formatMoney(mine.amount)}</strong>
          <span className="envelope-note">
            <Trans>Added to your main wallet. Bet it once within 7 days before you withdraw it.</Trans>
          </span>
        </p>
      ) : loggedIn ? (
        <Button
          variant="primary"
          className="envelope-grab"
          onClick={grab}
          disabled={busy || drop.left === 0}
          data-testid="envelope-grab"
        >
          {drop.left === 0 ? <Trans>All envelopes taken</Trans> : <Trans>Grab a red envelope</Trans>}
        </Button>
      ) : (
        <Button variant="primary" className="envelope-grab" onClick={() => openModal('login')}>
          <Trans>Log in to grab</Trans>
        </Button>
      )}
      {error ? (
        <p className="envelope-bad" role="alert">
          {error}
        </p>
      ) : null}
      <p className="envelope-note">
        <Trans>Closes in {formatCountdown(endsIn)}</Trans>
      </p>
    </>
  );
}

function MyEnvelopes({ version }: { version: number }) {
  const load = useLoad(getHistory, [version]);
  return (
    <section className="panel envelope-card">
      <h2>
        <Trans>My envelopes</Trans>
      </h2>
      {!load.data ? (
        <SectionPending error={load.error} />
      ) : load.data.list.length === 0 ? (
        <p className="envelope-muted">
          <Trans>You have not grabbed an envelope yet.</Trans>
        </p>
      ) : (
        <ul className="envelope-rows" data-testid="envelope-history">
          {load.data.list.map((h) => (
            <li key={h.dropId} className="envelope-row" data-testid="envelope-history-row">
              <span>{formatLocalDateTime(h.takenAt)}</span>
              <strong data-testid="envelope-history-amount">{formatMoney(h.amount)}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RecentDrops({ drops }: { drops: Drop[] }) {
  return (
    <section className="panel envelope-card">
      <h2>
        <Trans>Past drops</Trans>
      </h2>
      <ul className="envelope-rows">
        {drops.map((d) => (
          <li key={d.id} className="envelope-past" data-testid="envelope-past">
            <details>
              <summary>
                <span>{formatLocalDateTime(d.startsAt)}</span>
                <span>
                  <Trans>
                    {d.shares - d.left}/{d.shares} taken
                  </Trans>
                </span>
                {d.mine ? <strong>{formatMoney(d.mine.amount)}</strong> : null}
              </summary>
              <DropFairness drop={d} />
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Rules() {
  const total = formatMoney(NIGHTLY_DROP.total);
  const min = formatMoney(NIGHTLY_DROP.minShare);
  const shares = NIGHTLY_DROP.shares;
  const perNetwork = OCCASION_PER_NETWORK;
  return (
    <section className="panel envelope-card envelope-rules">
      <h2>
        <Trans>Rules</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Every night from 20:00 to 20:10 (GMT+7): {total} split into {shares} envelopes of at least {min}{' '}
            each.
          </Trans>
        </li>
        <li>
          <Trans>
            For members who have made a deposit or reached VIP 1. One envelope per member and per device per
            drop, at most {perNetwork} per network (IP /24), while envelopes last. Trial and agent accounts
            cannot take part.
          </Trans>
        </li>
        <li>
          <Trans>
            Before you withdraw or transfer money out, bet the amount you got in valid bets within 7 days.
          </Trans>
        </li>
        <li>
          <Trans>
            The split is fixed when a drop is created, from a secret seed whose hash is shown here. After the
            drop the seed is revealed: this page recomputes every envelope from it.
          </Trans>
        </li>
      </ul>
    </section>
  );
}
