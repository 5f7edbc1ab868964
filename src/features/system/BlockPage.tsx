import { Trans } from '@lingui/react/macro';
import { StatusScreen } from './StatusScreen';

export default function BlockPage({ ip }: { ip: string }) {
  return (
    <StatusScreen testId="block-page" icon="shield" heading={<Trans>Access restricted</Trans>}>
      <p className="status-ip">
        <Trans>
          Your IP address:{' '}
          <strong data-testid="block-ip" translate="no">
            {ip}
          </strong>
        </Trans>
      </p>
      <p>
        <Trans>
          Sorry, our service is not available in your region. Access is restricted by location or IP address.
        </Trans>
      </p>
    </StatusScreen>
  );
}
