import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatMoney } from '../wallet/money';
import { turnoverProgress } from './turnover';
import './rewards.css';

/** The bar itself, a real progressbar for screen readers; `label` names it where nothing else does. */
export function ProgressTrack({ percent, label }: { percent: number; label?: string }) {
  return (
    <div
      className="turnover-track"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span className="turnover-fill" style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * The turnover of a bonus (or of all open bonuses): a bar, what has been bet of what is required,
 * and what is still to bet. The VIP targets reuse it with their own `label` and without the
 * still-to-bet line (`showLeft={false}`).
 */
export function TurnoverBar({
  required,
  progress,
  testId,
  label = <Trans>Turnover</Trans>,
  showLeft = true,
}: {
  required: string;
  progress: string;
  testId?: string;
  label?: ReactNode;
  showLeft?: boolean;
}) {
  const p = turnoverProgress(required, progress);
  return (
    <div className="turnover" data-testid={testId} data-met={p.met}>
      <div className="turnover-figures">
        <span>{label}</span>
        <span className="turnover-amounts" data-testid={testId ? `${testId}-amounts` : undefined}>
          {formatMoney(p.met ? required : progress)} / {formatMoney(required)}
        </span>
      </div>
      <ProgressTrack percent={p.percent} />
      {showLeft ? (
        <p className="turnover-left" data-testid={testId ? `${testId}-remaining` : undefined}>
          {p.met ? (
            <Trans>Turnover met</Trans>
          ) : (
            <Trans>
              {p.percent}% · still to bet {formatMoney(p.remaining)}
            </Trans>
          )}
        </p>
      ) : null}
    </div>
  );
}
