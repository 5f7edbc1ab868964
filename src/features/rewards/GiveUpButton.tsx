import { useRef, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { showToast } from '../../lib/dialogs';
import { useSubmit } from '../../lib/use-submit';
import { Modal } from '../../ui/Modal';
import { FormError } from '../../ui/form/fields';
import { refreshBalance } from '../wallet/balance';
import { formatMoney, newRequestId } from '../wallet/money';
import { giveUpBonus } from './give-up-api';
import type { Grant } from './rewards-api';
import { Button } from '../../ui/Button';

/**
 * "Give up bonus" on an open grant (decision 069): a confirmation that says what leaves the
 * balance and that the deposit then becomes withdrawable, then the call (one request id per intent,
 * so a double tap gives up once). `onDone` reloads what shows the turnover.
 */
export function GiveUpButton({ g, onDone }: { g: Grant; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const { busy, error, run } = useSubmit();
  const requestId = useRef(newRequestId());
  if (g.status !== 'active' || g.turnoverRemaining === '0') return null;
  const amount = formatMoney(g.amount);
  const title = g.title;

  const confirm = async () => {
    if (busy) return;
    await run(async () => {
      const done = await giveUpBonus(g.id, requestId.current);
      requestId.current = newRequestId();
      const back = formatMoney(done.forfeited);
      showToast(<Trans>Bonus given up: {back} went back.</Trans>);
      void refreshBalance();
      setOpen(false);
      onDone();
    });
  };

  return (
    <>
      <Button variant="outline" className="grant-give-up" onClick={() => setOpen(true)} data-testid="give-up">
        <Trans>Give up bonus</Trans>
      </Button>
      {open ? (
        <Modal
          title={<Trans>Give up this bonus?</Trans>}
          onClose={() => setOpen(false)}
          testId="give-up-dialog"
          className="dialog-small"
        >
          <p className="give-up-text">
            <Trans>
              {amount} of {title} will be removed from your balance (or what is left of it, if your balance is
              lower). This cannot be undone.
            </Trans>
          </p>
          <p className="give-up-text">
            <Trans>
              The turnover of this bonus ends, so your deposit becomes withdrawable (unless another bonus
              still has turnover open).
            </Trans>
          </p>
          <FormError>{error}</FormError>
          <div className="give-up-actions">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              <Trans>Keep bonus</Trans>
            </Button>
            <Button
              variant="primary"
              onClick={() => void confirm()}
              disabled={busy}
              data-testid="give-up-confirm"
            >
              {busy ? <span className="spinner" /> : <Trans>Give up</Trans>}
            </Button>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
