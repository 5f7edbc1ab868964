import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { language } from '../../lib/i18n';
import { formatLocalDateTime } from '../../lib/time';
import { useLoad } from '../../lib/use-load';
import { formatMoney } from '../wallet/money';
import { GiveUpButton } from './GiveUpButton';
import { findGrants, getTurnover } from './rewards-api';
import { TurnoverBar } from './TurnoverBar';
import { Button } from '../../ui/Button';

/**
 * Above a withdrawal or a transfer out: while bonus turnover is open the server refuses both
 * (TURNOVER_NOT_MET), so the member reads how much is left before trying. Nothing when none is
 * open, or when the figure cannot be loaded (the server's refusal still says it).
 * `version` changes to load again (after a refusal or a request).
 */
export function TurnoverNotice({ action, version }: { action: 'withdraw' | 'transfer'; version: number }) {
  const [, navigate] = useLocation();
  // Bumped after a give-up (decision 069): the notice goes once no turnover is left.
  const [given, setGiven] = useState(0);
  const load = useLoad(getTurnover, [version, given]);
  // The grants' titles are in the reader's language: loaded again when it changes.
  const open = useLoad(() => findGrants({ status: 'open' }), [version, given, language.value]);
  const t = load.data;
  if (!t || t.remaining === '0') return null;
  const remaining = formatMoney(t.remaining);
  const by = formatLocalDateTime(t.nextExpiry);
  return (
    <section className="panel cashier-card turnover-notice" data-testid="turnover-notice" role="status">
      <h3>
        <Trans>Bonus turnover not met yet</Trans>
      </h3>
      <p className="cashier-muted" data-testid="turnover-notice-remaining">
        {action === 'withdraw' ? (
          <Trans>Bet {remaining} more before you can withdraw.</Trans>
        ) : (
          <Trans>Bet {remaining} more before you can transfer money out.</Trans>
        )}
      </p>
      <TurnoverBar required={t.required} progress={t.progress} testId="turnover-notice-bar" />
      {by ? (
        <p className="cashier-muted">
          <Trans>Meet it by {by}, or the bonus left unplayed is taken back.</Trans>
        </p>
      ) : null}
      {open.data?.list.map((g) => (
        <GiveUpButton key={g.id} g={g} onDone={() => setGiven((n) => n + 1)} />
      ))}
      <Button variant="outline" onClick={() => navigate('/member?tab=bonusDetails')}>
        <Trans>See bonus details</Trans>
      </Button>
    </section>
  );
}
