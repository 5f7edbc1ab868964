import { Trans } from '@lingui/react/macro';
import { closeModal, openModal } from '../../lib/overlays';
import { Modal } from '../../ui/Modal';
import { ForgetForms } from './ForgetForms';

/** forgetPassModal (spec section 2), opened from the login popup. */
export default function ForgetModal() {
  return (
    <Modal title={<Trans>Forgot password</Trans>} onClose={closeModal} testId="forget-modal">
      <ForgetForms onDone={closeModal} />
      <div className="form-links modal-links">
        <button type="button" className="link-btn" onClick={() => openModal('login')}>
          <Trans>Back to log in</Trans>
        </button>
      </div>
    </Modal>
  );
}
