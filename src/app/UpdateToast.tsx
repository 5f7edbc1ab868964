import { Trans } from '@lingui/react/macro';
import { applyUpdate, updateReady } from './register-sw';
import './toast.css';
import { Button } from '../ui/Button';

export default function UpdateToast() {
  return (
    <div className="toast" role="status" data-testid="update-toast">
      <span>
        <Trans>A new version is available.</Trans>
      </span>
      <Button variant="primary" onClick={applyUpdate} data-testid="update-accept">
        <Trans>Update</Trans>
      </Button>
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
