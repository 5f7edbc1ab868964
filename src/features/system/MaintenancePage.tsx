import { Trans } from '@lingui/react/macro';
import { formatLocalDateTime } from '../../lib/time';
import { StatusScreen } from './StatusScreen';

type Props = { endTime: string | null; info: string | null };

export default function MaintenancePage({ endTime, info }: Props) {
  const end = formatLocalDateTime(endTime);

  return (
    <StatusScreen testId="maintenance-page" icon="wrench" heading={<Trans>System maintenance</Trans>}>
      <p>
        <Trans>We are upgrading our system to serve you better. Please come back soon.</Trans>
      </p>
      {end ? (
        <p className="status-end">
          <Trans>
            Expected to end at{' '}
            <time dateTime={endTime ?? undefined} data-testid="maintenance-end-time">
              {end}
            </time>
          </Trans>
        </p>
      ) : null}
      {info ? (
        <p className="status-info" data-testid="maintenance-info">
          {info}
        </p>
      ) : null}
    </StatusScreen>
  );
}
