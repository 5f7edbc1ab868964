import { Trans } from '@lingui/react/macro';
import { clock } from './lottery-format';

/** The open draw: its number, whether bets are still taken, and the countdown to the draw. */
export function DrawHeader(props: {
  drawNo: number;
  closed: boolean;
  closeSeconds: number;
  secondsLeft: number;
}) {
  return (
    <div className="hg-draw" data-testid="current-draw">
      <div>
        <div>
          <Trans>Draw #{props.drawNo}</Trans>
        </div>
        <small className="muted">
          {props.closed ? (
            <Trans>Bets closed, drawing…</Trans>
          ) : (
            <Trans>Bets close {props.closeSeconds} s before the draw</Trans>
          )}
        </small>
      </div>
      <span className="hg-countdown" data-testid="countdown" aria-live="off">
        {clock(props.secondsLeft)}
      </span>
    </div>
  );
}
