import { Trans } from '@lingui/react/macro';
import { closeModal } from '../../app/overlays';
import { Modal } from '../../ui/Modal';
import { ComingSoon } from '../../ui/PageFrame';

/** The line speed test (spec sections 4 and 9) arrives with domain failover in the service worker. */
export default function SpeedTestModal() {
  return (
    <Modal title={<Trans>Line speed test</Trans>} onClose={closeModal} testId="speed-test-modal">
      <ComingSoon>
        <Trans>Soon you will be able to test each server line and pick the fastest one.</Trans>
      </ComingSoon>
    </Modal>
  );
}
