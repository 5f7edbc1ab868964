import { Trans, useLingui } from '@lingui/react/macro';
import { LOTTERY_MAX_PICKS } from '../../../contract/values';
import { two } from './lottery-format';

const MAX_PICKS = LOTTERY_MAX_PICKS;

/** The rule in one line and the 00-99 grid of toggle buttons the player picks from. */
export function NumberGrid(props: { picks: number[]; pays: number; onToggle: (n: number) => void }) {
  const { t } = useLingui();
  const { picks } = props;
  return (
    <>
      <p className="muted" style={{ margin: 0 }}>
        <Trans>
          Pick up to {MAX_PICKS} numbers. Each draw opens 5 of 00-99; a picked number among them pays{' '}
          {props.pays} times its stake.
        </Trans>
      </p>
      <div className="hg-grid" role="group" aria-label={t`Numbers`}>
        {Array.from({ length: 100 }, (_, n) => (
          <button
            key={n}
            type="button"
            className={`hg-num${picks.includes(n) ? ' is-on' : ''}`}
            aria-pressed={picks.includes(n)}
            onClick={() => props.onToggle(n)}
            data-testid={`num-${two(n)}`}
          >
            {two(n)}
          </button>
        ))}
      </div>
    </>
  );
}
