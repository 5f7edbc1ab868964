import { useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { showToast } from '../../app/dialogs';
import { openModal } from '../../app/overlays';
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

  const StateButton = ({ kind }: { kind: ClaimButton['kind'] }) => (
    <button
      type="button"
      className={look('btn-primary promo-state')}
      disabled
      data-testid={testId}
      data-state={kind}
    >
      <StateLabel kind={kind} />
    </button>
  );

  const action = (() => {
    switch (button.kind) {
      case 'login':
        return (
          <button
            type="button"
            className={size}
            onClick={() => openModal('login')}
            data-testid={testId}
            data-state="login"
          >
            <Trans>Log in to claim</Trans>
          </button>
        );
      case 'claim':
        return (
          <button
            type="button"
            className={size}
            disabled={busy}
            onClick={() => void claim()}
            data-testid={testId}
            data-state="claim"
          >
            <Trans>Claim</Trans>
          </button>
        );
      case 'apply':
        return (
          <button
            type="button"
            className={size}
            onClick={() => requireMember() && onApply()}
            data-testid={testId}
            data-state="apply"
          >
            <Trans>Apply</Trans>
          </button>
        );
      case 'soon':
        return (
          <button
            type="button"
            className={look('btn-primary promo-state')}
            disabled
            data-testid={testId}
            data-state="soon"
          >
            <Trans>Starts {formatLocalDateTime(button.startsAt)}</Trans>
          </button>
        );
      case 'join':
        return button.deposit ? (
          <button
            type="button"
            className={look('btn-outline')}
            onClick={() => navigate('/member?tab=depositv2')}
            data-testid={testId}
            data-state="join"
          >
            <Trans>Deposit to join</Trans>
          </button>
        ) : (
          <button
            type="button"
            className={look('btn-primary promo-state')}
            disabled
            data-testid={testId}
            data-state="join"
          >
            <Trans>Join</Trans>
          </button>
        );
      case 'auto':
        // The rebate is claimed in its own member-centre tab (decision 045), not granted by itself.
        if (promotion.kind !== 'rebate') return <StateButton kind="auto" />;
        return (
          <button
            type="button"
            className={look('btn-outline')}
            onClick={() => navigate('/member?tab=manualRebate')}
            data-testid={testId}
            data-state="rebate"
          >
            <Trans>Open rebate</Trans>
          </button>
        );
      default:
        return <StateButton kind={button.kind} />;
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
