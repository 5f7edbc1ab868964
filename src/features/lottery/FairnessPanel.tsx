import { Trans } from '@lingui/react/macro';
import type { LotteryState } from '../../../contract/house/schemas';

/**
 * "Provably fair": how a draw's numbers come from its seed, the open draw's seed hash, and the
 * last draw's revealed seeds so a player can check it.
 */
export function FairnessPanel({ state }: { state: LotteryState }) {
  return (
    <details className="hg-fair" data-testid="fairness-panel">
      <summary>
        <Trans>Provably fair</Trans>
      </summary>
      <p className="muted">
        <Trans>
          Each draw has its own server seed; its SHA-256 is shown while bets are open and the seed after the
          draw. The numbers are HMAC-SHA256(server seed, client seed:0), client seed = game:draw.
        </Trans>
      </p>
      <dl className="hg-fair-list">
        <dt>
          <Trans>Open draw seed (SHA-256)</Trans>
        </dt>
        <dd className="hg-mono" data-testid="server-seed-hash">
          {state.current.serverSeedHash}
        </dd>
        {state.past[0] ? (
          <>
            <dt>
              <Trans>Last draw seed</Trans>
            </dt>
            <dd className="hg-mono">{state.past[0].serverSeed}</dd>
            <dt>
              <Trans>Client seed</Trans>
            </dt>
            <dd className="hg-mono">{state.past[0].clientSeed}</dd>
          </>
        ) : null}
      </dl>
    </details>
  );
}
