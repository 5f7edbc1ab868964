import { Trans } from '@lingui/react/macro';
import { applyUpdate, updateReady } from './register-sw';
import './toast.css';

export default function UpdateToast() {
  return (
    <div className="toast" role="status" data-testid="update-toast">
      <span>
        <Trans>A new version is available.</Trans>
      </span>
      <button type="button" className="btn btn-primary" onClick={applyUpdate} data-testid="update-accept">
        <Trans>Update</Trans>
      </button>
      <button
        type="button"
        className="link-btn"
        onClick={() => {
          updateReady.value = false;
        }}
      >
        <Trans>Later</Trans>
      </button>
    </div>
  );
}
