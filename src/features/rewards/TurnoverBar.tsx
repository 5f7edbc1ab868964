import { Trans } from '@lingui/react/macro';
import { formatMoney } from '../wallet/money';
import { turnoverProgress } from './turnover';
import './rewards.css';

/**
 * The turnover of a bonus (or of all open bonuses): a bar, what has been bet of what is required,
 * and what is still to bet. The bar is a real progressbar for screen readers.
 */
export function TurnoverBar({
  required,
  progress,
  testId,
}: {
  required: string;
  progress: string;
  testId?: string;
}) {
  const p = turnoverProgress(required, progress);
  return (
    <div className="turnover" data-testid={testId} data-met={p.met}>
      <div className="turnover-figures">
        <span>
          <Trans>Turnover</Trans>
        </span>
        <span className="turnover-amounts" data-testid={testId ? `${testId}-amounts` : undefined}>
          {formatMoney(p.met ? required : progress)} / {formatMoney(required)}
        </span>
      </div>
      <div
        className="turnover-track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={p.percent}
      >
        <span className="turnover-fill" style={{ width: `${p.percent}%` }} />
      </div>
      <p className="turnover-left" data-testid={testId ? `${testId}-remaining` : undefined}>
        {p.met ? (
          <Trans>Turnover met</Trans>
        ) : (
          <Trans>
            {p.percent}% · still to bet {formatMoney(p.remaining)}
          </Trans>
        )}
      </p>
    </div>
  );
}
