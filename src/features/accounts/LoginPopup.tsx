import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RegisterSetting } from '../../../contract/system/schemas';
import { afterLogin, closeModal, openModal } from '../../lib/overlays';
import { errorText } from '../../lib/errors';
import { Modal } from '../../ui/Modal';
import { freeplay, getRegisterSetting } from './accounts-api';
import { finishLogin } from './login-flow';
import { LoginForm } from './LoginForm';
import { ruleOf } from './register-form';
import { Button } from '../../ui/Button';

/** Free demo login (spec section 4): a trial session, then the lobby. */
function FreeplayButton() {
  const { i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function start() {
    setBusy(true);
    setError(null);
    try {
      afterLogin.value = null;
      await finishLogin(await freeplay(), { type: 'freeplay', goHome: true });
    } catch (err) {
      setError(errorText(i18n, err));
      setBusy(false);
    }
  }
  return (
    <>
      <div className="divider">
        <Trans>or</Trans>
      </div>
      <Button variant="outline" block data-testid="freeplay-button" busy={busy} onClick={() => void start()}>
        {busy ? <Trans>Starting…</Trans> : <Trans>Free demo play</Trans>}
      </Button>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** loginPopupModal (spec section 2). */
export default function LoginPopup() {
  const [setting, setSetting] = useState<RegisterSetting | null>(null);

  useEffect(() => {
    let live = true;
    getRegisterSetting()
      .then((value) => live && setSetting(value))
      .catch(() => null);
    return () => {
      live = false;
    };
  }, []);

  const close = () => {
    afterLogin.value = null;
    closeModal();
  };

  return (
    <Modal title={<Trans>Log in</Trans>} onClose={close} testId="login-popup">
      <LoginForm
        testId="login-form"
        allowSms={setting?.showVerCodeLogin === true}
        mobileRule={setting ? ruleOf(setting.validate, 'mobileNum') : undefined}
      />
      <div className="form-links modal-links">
        <button
          type="button"
          className="link-btn"
          onClick={() => openModal('forget')}
          data-testid="login-forget"
        >
          <Trans>Forgot password?</Trans>
        </button>
        <button type="button" className="link-btn" onClick={() => openModal('register')}>
          <Trans>Create an account</Trans>
        </button>
      </div>
      {setting?.hasFreePlay ? <FreeplayButton /> : null}
    </Modal>
  );
}
