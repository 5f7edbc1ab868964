import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { Drop } from './red-envelope-api';
import { verifyDrop, type Verdict } from './verify';
import { Button } from '../../ui/Button';

/**
 * A drop's fairness: the hash published with it; once it has ended, the revealed seed and a button
 * that re-derives the split in this browser (verify.ts) and compares it with what the drop paid.
 */
export function DropFairness({ drop }: { drop: Drop }) {
  const [verdict, setVerdict] = useState<Verdict | 'failed' | null>(null);
  const { serverSeed, amounts } = drop;
  const check = async () => {
    if (!serverSeed || !amounts) return;
    try {
      setVerdict(await verifyDrop({ ...drop, serverSeed, amounts }));
    } catch {
      setVerdict('failed');
    }
  };
  const mine = drop.mine;
  return (
    <div className="envelope-fair" data-testid="envelope-fairness">
      <p className="envelope-code">
        <span>
          <Trans>Seed hash (SHA-256)</Trans>
        </span>
        <code data-testid="envelope-hash">{drop.seedHash}</code>
      </p>
      {serverSeed ? (
        <>
          <p className="envelope-code">
            <span>
              <Trans>Revealed server seed</Trans>
            </span>
            <code data-testid="envelope-seed">{serverSeed}</code>
          </p>
          <Button variant="outline" onClick={check} data-testid="envelope-verify">
            <Trans>Verify this drop</Trans>
          </Button>
        </>
      ) : (
        <p className="envelope-muted">
          <Trans>The seed is revealed when the drop ends, so you can check every share.</Trans>
        </p>
      )}
      {verdict === 'failed' ? (
        <p className="envelope-bad" role="status">
          <Trans>This browser cannot run the check.</Trans>
        </p>
      ) : verdict ? (
        <ul className="envelope-checks" role="status" data-testid="envelope-verdict">
          <li data-ok={verdict.hashMatches}>
            {verdict.hashMatches ? (
              <Trans>The seed matches the published hash.</Trans>
            ) : (
              <Trans>The seed does NOT match the published hash.</Trans>
            )}
          </li>
          <li data-ok={verdict.splitMatches}>
            {verdict.splitMatches ? (
              <Trans>The {drop.shares} shares re-derived from the seed match what the drop paid.</Trans>
            ) : (
              <Trans>The shares re-derived from the seed do NOT match what the drop paid.</Trans>
            )}
          </li>
          {mine ? (
            <li data-ok={verdict.derived[mine.index]?.toString() === mine.amount}>
              <Trans>Your envelope is share no. {mine.index + 1}.</Trans>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
