import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Fairness, PlayedRound, RotateResult } from '../../../contract/house/schemas';
import { useSubmit } from '../../lib/use-submit';
import { SeedFields } from '../../ui/SeedFields';
import { houseGet, housePost, type GameSession } from './house-api';
import * as house from '../../../contract/house/endpoints';
import { money } from './money';
import { sameOutcome } from './same-outcome';
import { Button } from '../../ui/Button';

/**
 * Provably fair (ADR 012): the active server seed's hash before play, the client seed the player
 * may change, the next nonce; rotating reveals the old seed, and a past round of a revealed
 * seed can be recomputed and compared.
 */
export function FairnessPanel({
  session,
  fairness,
  onFairness,
}: {
  session: GameSession;
  fairness: Fairness;
  onFairness: (f: Fairness) => void;
}) {
  const { i18n } = useLingui();
  const [revealed, setRevealed] = useState<RotateResult['revealed'] | null>(null);
  const [rounds, setRounds] = useState<PlayedRound[] | null>(null);
  const [checks, setChecks] = useState<Record<string, boolean>>({});
  const { error, run } = useSubmit();

  const saveSeed = (clientSeed: string) =>
    run(async () => onFairness(await housePost(session, house.clientSeed, { clientSeed })));
  const rotate = () =>
    run(async () => {
      const r = await housePost(session, house.rotate, {});
      setRevealed(r.revealed);
      onFairness(r.fairness);
      setRounds((await houseGet(session, house.rounds)).list);
    });
  const loadRounds = () => run(async () => setRounds((await houseGet(session, house.rounds)).list));
  const verify = (r: PlayedRound) =>
    run(async () => {
      // The button shows only once the round's seed is revealed.
      const serverSeed = r.serverSeed;
      if (!serverSeed) return;
      const v = await housePost(session, house.verify, {
        engine: r.engine,
        serverSeed,
        clientSeed: r.clientSeed,
        nonce: r.nonce,
      });
      setChecks((c) => ({
        ...c,
        [r.roundId]: v.serverSeedHash === r.serverSeedHash && sameOutcome(v.outcome, r.outcome),
      }));
    });

  return (
    <details className="hg-fair" data-testid="fairness-panel">
      <summary>
        <Trans>Provably fair</Trans>
      </summary>
      <SeedFields
        fairness={fairness}
        onSave={(clientSeed) => void saveSeed(clientSeed)}
        hashLabel={<Trans>Server seed (SHA-256)</Trans>}
        classes={{ list: 'hg-fair-list', mono: 'hg-mono', field: 'hg-field', row: 'hg-row' }}
        testIds={{ hash: 'server-seed-hash', nonce: 'nonce', clientSeed: 'client-seed' }}
      />
      <div className="hg-row">
        <Button variant="outline" onClick={() => void rotate()} data-testid="rotate-seed">
          <Trans>Rotate seed</Trans>
        </Button>
        <Button variant="outline" onClick={() => void loadRounds()}>
          <Trans>My rounds</Trans>
        </Button>
      </div>
      {revealed ? (
        <p className="hg-mono" data-testid="revealed-seed">
          <Trans>Revealed server seed:</Trans> {revealed.serverSeed}
        </p>
      ) : null}
      {rounds ? (
        <ul className="hg-rounds">
          {rounds.length === 0 ? (
            <li className="muted">
              <Trans>No rounds yet.</Trans>
            </li>
          ) : null}
          {rounds.map((r) => (
            <li key={r.roundId}>
              <span>
                #{r.nonce} · {money(r.stake, i18n.locale)} → {money(r.payout, i18n.locale)}
              </span>
              {r.serverSeed ? (
                checks[r.roundId] === undefined ? (
                  <Button
                    variant="outline"
                    className="hg-small"
                    onClick={() => void verify(r)}
                    data-testid="verify-round"
                  >
                    <Trans>Verify</Trans>
                  </Button>
                ) : checks[r.roundId] ? (
                  <b className="hg-ok" data-testid="verify-ok">
                    <Trans>Verified</Trans>
                  </b>
                ) : (
                  <b className="hg-bad">
                    <Trans>Mismatch</Trans>
                  </b>
                )
              ) : (
                <small className="muted">
                  <Trans>Rotate the seed to verify</Trans>
                </small>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className="hg-error" role="alert">
          {error}
        </p>
      ) : null}
    </details>
  );
}
