import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CLIENT_SEED_MAX, CLIENT_SEED_PATTERN } from '../../contract/lucky/constants';
import { Button } from './Button';

/** The active seed pair as both provably fair games answer it (contract/fairness.ts). */
type SeedPair = { serverSeedHash: string; clientSeed: string; nonce: number };

/**
 * The provably fair seed pair of a house game or a lucky draw (ADR 012): the server seed's hash and
 * the next nonce, and the client seed the player may change (Save only once it differs). Each game
 * keeps its own look and test ids, so both come in; the rotate button and what follows stay with
 * the game. Both games' pages load contract/lucky/constants.ts already, so this rides in that chunk.
 */
export function SeedFields({
  fairness,
  onSave,
  hashLabel,
  classes,
  testIds,
}: {
  fairness: SeedPair;
  onSave: (clientSeed: string) => void;
  hashLabel: ReactNode;
  classes: { list: string; mono: string; field: string; row: string };
  testIds: { hash: string; nonce?: string; clientSeed: string };
}) {
  const { t } = useLingui();
  const [clientSeed, setClientSeed] = useState(fairness.clientSeed);
  return (
    <>
      <dl className={classes.list}>
        <dt>{hashLabel}</dt>
        <dd className={classes.mono} data-testid={testIds.hash}>
          {fairness.serverSeedHash}
        </dd>
        <dt>
          <Trans>Next nonce</Trans>
        </dt>
        <dd data-testid={testIds.nonce}>{fairness.nonce}</dd>
      </dl>
      <label className={classes.field}>
        <span>
          <Trans>Client seed</Trans>
        </span>
        <span className={classes.row}>
          <input
            value={clientSeed}
            onChange={(e) => setClientSeed(e.target.value)}
            maxLength={CLIENT_SEED_MAX}
            pattern={CLIENT_SEED_PATTERN}
            aria-label={t`Client seed`}
            data-testid={testIds.clientSeed}
          />
          <Button
            variant="outline"
            disabled={clientSeed === fairness.clientSeed}
            onClick={() => onSave(clientSeed)}
          >
            <Trans>Save</Trans>
          </Button>
        </span>
      </label>
    </>
  );
}
