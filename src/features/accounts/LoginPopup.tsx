import { Trans } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { afterLogin, closeModal, openModal } from '../../app/overlays';
import { Modal } from '../../ui/Modal';
import { LoginForm } from './LoginForm';
import { saveSession } from './session';
import type { LoginResult } from './login';

/** loginPopupModal (spec section 2). The second step, captcha and first-login flows come with the login feature. */
export default function LoginPopup() {
  const [, navigate] = useLocation();

  const close = () => {
    afterLogin.value = null;
    closeModal();
  };

  const done = (result: LoginResult) => {
    saveSession(result.token);
    const next = afterLogin.value;
    afterLogin.value = null;
    closeModal();
    if (next) navigate(next);
  };

  return (
    <Modal title={<Trans>Log in</Trans>} onClose={close} testId="login-popup">
      <LoginForm onSuccess={done} testId="login-form" />
      <div className="form-links modal-links">
        <button
          type="button"
          className="link-btn"
          onClick={() => {
            close();
            navigate('/forget');
          }}
        >
          <Trans>Forgot password?</Trans>
        </button>
        <button type="button" className="link-btn" onClick={() => openModal('register')}>
          <Trans>Create an account</Trans>
        </button>
      </div>
    </Modal>
  );
}
