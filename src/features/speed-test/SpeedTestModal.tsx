import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { closeModal } from '../../lib/overlays';
import { Modal } from '../../ui/Modal';
import { runSpeedTest, type SpeedTestResult } from './run-speed-test';
import { UNREACHABLE_MS, type LineSpeed } from '../../lib/speed-bands';
import './speed-test.css';
import { Button } from '../../ui/Button';

function SpeedLabel({ speed }: { speed: LineSpeed }) {
  if (speed === 'fast') return <Trans>Fast</Trans>;
  if (speed === 'normal') return <Trans>Normal</Trans>;
  return <Trans>Slow</Trans>;
}

/**
 * Spec sections 2, 4 and 9: up to five server lines with their speed; choosing one and
 * confirming opens it in a new tab.
 */
export default function SpeedTestModal() {
  const { t } = useLingui();
  const [result, setResult] = useState<SpeedTestResult | null>(null);
  const [testing, setTesting] = useState(true);
  const [chosen, setChosen] = useState<string | null>(null);

  const test = () => {
    setTesting(true);
    void runSpeedTest()
      .catch((): SpeedTestResult => ({ lines: [], current: null }))
      .then((next) => {
        setResult(next);
        setTesting(false);
        // Preselect the fastest line that answered.
        const best = [...next.lines]
          .filter((l) => l.reportedMs !== UNREACHABLE_MS)
          .sort((a, b) => a.reportedMs - b.reportedMs)[0];
        setChosen((was) => was ?? best?.url ?? null);
      });
  };
  useEffect(test, []);

  const confirm = () => {
    if (chosen) window.open(chosen, '_blank', 'noopener,noreferrer');
    closeModal();
  };

  return (
    <Modal title={<Trans>Line speed test</Trans>} onClose={closeModal} testId="speed-test-modal">
      {result && result.lines.length === 0 && !testing ? (
        <p className="speed-empty">
          <Trans>No server lines are available right now.</Trans>
        </p>
      ) : null}
      <fieldset className="speed-lines" aria-busy={testing} disabled={testing && !result}>
        <legend className="visually-hidden">{t`Server lines`}</legend>
        {(result?.lines ?? []).map((line, i) => (
          <label key={line.url} className="speed-line" data-testid="speed-line" data-speed={line.speed}>
            <input
              type="radio"
              name="speed-line"
              value={line.url}
              checked={chosen === line.url}
              onChange={() => setChosen(line.url)}
            />
            <span className="speed-line-name">
              <span>
                <Trans>Line {i + 1}</Trans>
              </span>
              <small>{line.domainName}</small>
            </span>
            <span className={`speed-badge speed-${line.speed}`}>
              <span>
                <span data-testid="speed-ms">{line.reportedMs}</span> ms
              </span>
              <small>
                <SpeedLabel speed={line.speed} />
              </small>
            </span>
          </label>
        ))}
      </fieldset>
      {testing ? (
        <p className="speed-testing" role="status">
          <span className="spinner" /> <Trans>Testing lines…</Trans>
        </p>
      ) : null}
      <div className="speed-actions">
        <Button variant="outline" onClick={test} disabled={testing}>
          <Trans>Test again</Trans>
        </Button>
        <Button variant="primary" onClick={confirm} disabled={!chosen} data-testid="speed-confirm">
          <Trans>Confirm</Trans>
        </Button>
      </div>
    </Modal>
  );
}
