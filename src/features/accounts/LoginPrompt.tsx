import { Trans } from '@lingui/react/macro';
import { openModal } from '../../lib/overlays';
import { Icon } from '../../ui/icons-more';

export function LoginPrompt() {
  return (
    <div className="coming-soon">
      <Icon name="lock" size={36} />
      <p className="coming-soon-title">
        <Trans>Please log in</Trans>
      </p>
      <p className="muted">
        <Trans>Log in to see this page.</Trans>
      </p>
      <div className="prompt-actions">
        <button type="button" className="btn btn-primary" onClick={() => openModal('login')}>
          <Trans>Log in</Trans>
        </button>
        <button type="button" className="btn btn-outline" onClick={() => openModal('register')}>
          <Trans>Sign up</Trans>
        </button>
      </div>
    </div>
  );
}
