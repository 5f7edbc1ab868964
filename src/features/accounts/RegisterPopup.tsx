import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import type { RegisterSetting, WhitelabelNode } from '../../../contract/system/schemas';
import { closeModal, openModal } from '../../lib/overlays';
import { errorText } from '../../lib/errors';
import { Modal } from '../../ui/Modal';
import { loadPermission } from '../system/permission';
import { getRegisterSetting } from './accounts-api';
import { RegisterForm } from './RegisterForm';
import { Button } from '../../ui/Button';

/** Registration popup: fields and rules come from the server's register setting (spec sections 3 and 5). */
export default function RegisterPopup() {
  const { i18n } = useLingui();
  const [location, navigate] = useLocation();
  const [loaded, setLoaded] = useState<{ setting: RegisterSetting; whitelabel?: WhitelabelNode[] } | null>(
    null,
  );
  const [loadError, setLoadError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    Promise.all([getRegisterSetting(), loadPermission()])
      .then(
        ([setting, permission]) => live && setLoaded({ setting, whitelabel: permission?.info.whitelabel }),
      )
      .catch((err: unknown) => live && setLoadError(err));
    return () => {
      live = false;
    };
  }, [attempt]);

  const close = () => {
    closeModal();
    // Leave /register so a reload does not reopen the popup.
    if (location.toLowerCase() === '/register') navigate('/', { replace: true });
  };

  return (
    <Modal title={<Trans>Sign up</Trans>} onClose={close} testId="register-popup">
      {loaded ? <RegisterForm setting={loaded.setting} whitelabel={loaded.whitelabel} /> : null}
      {!loaded && loadError ? (
        <div className="form">
          <p className="form-error" role="alert">
            {errorText(i18n, loadError)}
          </p>
          <Button
            variant="outline"
            onClick={() => {
              setLoadError(null);
              setAttempt((n) => n + 1);
            }}
          >
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {!loaded && !loadError ? (
        <div className="modal-loading" aria-busy="true">
          <span className="spinner" />
        </div>
      ) : null}
      <div className="form-links modal-links">
        <span className="muted">
          <Trans>Already have an account?</Trans>
        </span>
        <button type="button" className="link-btn" onClick={() => openModal('login')}>
          <Trans>Log in</Trans>
        </button>
      </div>
    </Modal>
  );
}
