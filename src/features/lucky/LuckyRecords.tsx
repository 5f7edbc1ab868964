import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useSubmit } from '../../lib/use-submit';
import { formatLocalDateTime } from '../../lib/time';
import { useLoad } from '../../lib/use-load';
import { SectionPending } from '../wallet/SectionPending';
import { SeedFields } from '../../ui/SeedFields';
import {
  findDraws,
  rotateSeed,
  saveClientSeed,
  verifyDraw,
  type LuckyDraw,
  type LuckyFairness,
  type LuckyGame,
  type LuckyRotateResult,
} from './lucky-api';
import { Button } from '../../ui/Button';

/** The member's draws, newest first, each with what it takes to check it. */
export function DrawList({ game, version }: { game: LuckyGame; version: number }) {
  const draws = useLoad(() => findDraws(game), [game, version]);
  if (!draws.data) return <SectionPending error={draws.error} />;
  if (draws.data.list.length === 0)
    return (
      <p className="list-empty lucky-empty">
        <Trans>No draws yet.</Trans>
      </p>
    );
  return (
    <ul className="lucky-rows" data-testid="lucky-draws">
      {draws.data.list.map((d) => (
        <DrawRow key={d.id} d={d} />
      ))}
    </ul>
  );
}

function DrawRow({ d }: { d: LuckyDraw }) {
  const [check, setCheck] = useState<boolean | null>(null);
  const { error, run } = useSubmit();
  const verify = (serverSeed: string) =>
    run(async () => {
      const v = await verifyDraw(d, serverSeed);
      setCheck(v.serverSeedHash === d.serverSeedHash && v.drawn === d.drawn);
    });
  return (
    <li className="panel lucky-row" data-testid="lucky-draw" data-prize-kind={d.kind}>
      <div className="lucky-row-top">
        <strong>{d.name}</strong>
        <span className="lucky-note">{formatLocalDateTime(d.at)}</span>
      </div>
      <details>
        <summary>
          <Trans>Verification data</Trans>
        </summary>
        <dl className="lucky-dl">
          <dt>
            <Trans>Server seed (SHA-256)</Trans>
          </dt>
          <dd className="lucky-mono">{d.serverSeedHash}</dd>
          <dt>
            <Trans>Server seed</Trans>
          </dt>
          <dd className="lucky-mono">
            {d.serverSeed ?? <Trans>Revealed when you change the server seed (Provably fair tab).</Trans>}
          </dd>
          <dt>
            <Trans>Client seed</Trans>
          </dt>
          <dd className="lucky-mono">{d.clientSeed}</dd>
          <dt>
            <Trans>Nonce</Trans>
          </dt>
          <dd>{d.nonce}</dd>
          <dt>
            <Trans>Weights (prize table in order)</Trans>
          </dt>
          <dd className="lucky-mono">
            {d.weights.join(', ')} → #{d.drawn + 1}
          </dd>
        </dl>
        {d.serverSeed ? (
          check === null ? (
            <Button
              variant="outline"
              onClick={() => d.serverSeed && void verify(d.serverSeed)}
              data-testid="lucky-verify"
            >
              <Trans>Verify</Trans>
            </Button>
          ) : check ? (
            <p className="lucky-ok" data-testid="lucky-verified">
              <Trans>Verified: the seeds give this prize.</Trans>
            </p>
          ) : (
            <p className="lucky-error">
              <Trans>Does not match.</Trans>
            </p>
          )
        ) : null}
        {error ? <p className="lucky-error">{error}</p> : null}
      </details>
    </li>
  );
}

/**
 * The seed pair (ADR 012's scheme): the hash of the server seed the next draws use, the client
 * seed the member may change, the next nonce; changing the server seed reveals the old one, so its
 * draws can be checked.
 */
export function FairnessBox({
  game,
  fairness,
  onFairness,
}: {
  game: LuckyGame;
  fairness: LuckyFairness;
  onFairness: (f: LuckyFairness) => void;
}) {
  const [revealed, setRevealed] = useState<LuckyRotateResult['revealed'] | null>(null);
  const { error, run } = useSubmit();
  return (
    <div className="lucky-fair" data-testid="lucky-fairness">
      <SeedFields
        fairness={fairness}
        onSave={(clientSeed) => void run(async () => onFairness(await saveClientSeed(game, clientSeed)))}
        hashLabel={<Trans>Server seed (SHA-256) of the next draws</Trans>}
        classes={{ list: 'lucky-dl', mono: 'lucky-mono', field: 'lucky-field', row: 'lucky-inline' }}
        testIds={{ hash: 'lucky-seed-hash', clientSeed: 'lucky-client-seed' }}
      />
      <Button
        variant="outline"
        block
        data-testid="lucky-rotate"
        onClick={() =>
          void run(async () => {
            const r = await rotateSeed(game);
            setRevealed(r.revealed);
            onFairness(r.fairness);
          })
        }
      >
        <Trans>Change server seed (reveal the current one)</Trans>
      </Button>
      {revealed ? (
        <p className="lucky-mono" data-testid="lucky-revealed">
          <Trans>Revealed server seed:</Trans> {revealed.serverSeed}
        </p>
      ) : null}
      <p className="lucky-note">
        <Trans>
          A draw is HMAC-SHA256(server seed, &quot;client seed:nonce&quot;); its first 4 bytes divided by
          2^32, times the sum of the weights, picks the prize whose range holds it. Check a revealed draw in
          My draws.
        </Trans>
      </p>
      {error ? <p className="lucky-error">{error}</p> : null}
    </div>
  );
}
