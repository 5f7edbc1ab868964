import { Trans } from '@lingui/react/macro';
import { openModal } from '../../lib/overlays';
import { Icon } from '../../ui/icons-more';
import { Button } from '../../ui/Button';

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
        <Button variant="primary" onClick={() => openModal('login')}>
          <Trans>Log in</Trans>
        </Button>
        <Button variant="outline" onClick={() => openModal('register')}>
          <Trans>Sign up</Trans>
        </Button>
      </div>
    </div>
  );
}
