import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { Icon, type IconName } from '../../ui/icons-more';
import { Logo } from '../../ui/Logo';
import { openCustomerService } from './customer-service';
import { loadPermission } from './permission';
import { refreshStatus } from './status';
import './status.css';
import { Button } from '../../ui/Button';

type Props = { testId: string; icon: IconName; heading: ReactNode; children: ReactNode };

// Load site info early so the customer-service button can open the chat straight away.
void loadPermission();

/** The full-screen frame shared by the maintenance and region-block pages. */
export function StatusScreen({ testId, icon, heading, children }: Props) {
  return (
    <main className="status-screen" data-testid={testId}>
      <div className="status-card">
        <Logo />
        <span className="status-icon">
          <Icon name={icon} size={40} />
        </span>
        <h1>{heading}</h1>
        {children}
        <div className="status-actions">
          <Button variant="primary" block data-testid="customer-service" onClick={openCustomerService}>
            <Icon name="headset" size={18} />
            <Trans>Customer service</Trans>
          </Button>
          <button type="button" className="link-btn" onClick={() => void refreshStatus()}>
            <Trans>Check again</Trans>
          </button>
        </div>
      </div>
    </main>
  );
}
