import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { PageFrame } from '../../ui/PageFrame';

/** /seamless?nodeId=..: where a started game opens. The game engine arrives in a later release. */
export default function SeamlessPage() {
  const nodeId = new URLSearchParams(useSearch()).get('nodeId');
  return (
    <PageFrame title={<Trans>Starting game</Trans>} icon="RNG" testId="seamless-page">
      <div className="coming-soon" role="status">
        <span className="spinner" />
        <p className="coming-soon-title" data-testid="game-starting">
          <Trans>The game is starting…</Trans>
        </p>
        {nodeId && /^\d+$/.test(nodeId) ? (
          <p className="muted">
            <Trans>Game #{nodeId}</Trans>
          </p>
        ) : null}
      </div>
    </PageFrame>
  );
}
