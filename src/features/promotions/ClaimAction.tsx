import { useRef, useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { showToast } from '../../lib/dialogs';
import { openModal } from '../../lib/overlays';
import { FormError } from '../../ui/form/fields';
import { requireMember } from '../accounts/guards';
import { claimPromotion, type PromotionSummary } from '../rewards/rewards-api';
import { claimErrorText, ruleText } from '../rewards/rule-labels';
import { refreshBalance } from '../wallet/balance';
import { formatMoney, newRequestId } from '../wallet/money';
import { claimButton, type ClaimButton } from './claim-state';
import { formatLocalDateTime } from '../../lib/time';

/** The label of a button that does nothing (the state says why). */
function StateLabel({ kind }: { kind: ClaimButton['kind'] }) {
  switch (kind) {
    case 'applying':
      return <Trans>Applying: under review</Trans>;
    case 'claimed':
      return <Trans>Claimed</Trans>;
    case 'rejected':
      return <Trans>Not approved</Trans>;
    case 'expired':
      return <Trans>Expired</Trans>;
    case 'auto':
      return <Trans>Granted automatically</Trans>;
    default:
      return <Trans>Join</Trans>;
  }
}

/**
 * A promotion's one action: log in, claim, apply, deposit to join, or its state. A claim keeps its
 * request id until the server accepted it, so a retry after a lost answer cannot claim twice.
 */
export function ClaimAction({
  promotion,
  onChanged,
  onApply,
  block = false,
}: {
  promotion: PromotionSummary;
  onChanged: () => void;
  onApply: () => void;
  block?: boolean;
}) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const requestId = useRef(newRequestId());
  const button = claimButton(promotion, Date.now());
  const testId = `claim-${promotion.id}`;
  const look = (kind: 'btn-primary' | 'btn-outline' | 'btn-primary promo-state') =>
    `btn ${kind}${block ? ' btn-block' : ''}`;
  const size = look('btn-primary');

  const claim = async () => {
    if (busy || !requireMember()) return;
    setBusy(true);
    setError(null);
    try {
      const { grant } = await claimPromotion(promotion.id, requestId.current);
      requestId.current = newRequestId();
      const amount = formatMoney(grant.amount);
      showToast(
        grant.status === 'held' ? (
          <Trans>Your reward of {amount} is waiting for a review.</Trans>
        ) : (
          <Trans>{amount} added to your balance.</Trans>
        ),
      );
      void refreshBalance();
      onChanged();
    } catch (err) {
      setError(claimErrorText(i18n, err));
    } finally {
      setBusy(false);
    }
  };

  // Every state is one button: its look, its action (none: it shows the state and does nothing),
  // its words; the state rides on data-state for the tests.
  const act = (state: string, className: string, onClick: (() => void) | null, label: ReactNode) => (
    <button
      type="button"
      className={className}
      disabled={!onClick}
      onClick={onClick ?? undefined}
      data-testid={testId}
      data-state={state}
    >
      {label}
    </button>
  );
  const shown = look('btn-primary promo-state');

  const action = (() => {
    switch (button.kind) {
      case 'login':
        return act('login', size, () => openModal('login'), <Trans>Log in to claim</Trans>);
      case 'claim':
        return act('claim', size, busy ? null : () => void claim(), <Trans>Claim</Trans>);
      case 'apply':
        return act('apply', size, () => requireMember() && onApply(), <Trans>Apply</Trans>);
      case 'soon':
        return act('soon', shown, null, <Trans>Starts {formatLocalDateTime(button.startsAt)}</Trans>);
      case 'join':
        return button.deposit
          ? act(
              'join',
              look('btn-outline'),
              () => navigate('/member?tab=depositv2'),
              <Trans>Deposit to join</Trans>,
            )
          : act('join', shown, null, <Trans>Join</Trans>);
      case 'auto':
        // The rebate is claimed in its own member-centre tab (decision 045), not granted by itself.
        if (promotion.kind !== 'rebate') return act('auto', shown, null, <StateLabel kind="auto" />);
        return act(
          'rebate',
          look('btn-outline'),
          () => navigate('/member?tab=manualRebate'),
          <Trans>Open rebate</Trans>,
        );
      default:
        return act(button.kind, shown, null, <StateLabel kind={button.kind} />);
    }
  })();

  const why = button.kind === 'join' ? ruleText(i18n, button.rule) : null;
  return (
    <div className="promo-action">
      {action}
      {why ? (
        <p className="promo-why" data-testid={`${testId}-why`}>
          {why}
        </p>
      ) : null}
      <FormError>{error}</FormError>
    </div>
  );
}
