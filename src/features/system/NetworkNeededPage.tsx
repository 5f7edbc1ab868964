import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { StatusScreen } from './StatusScreen';

/** Offline on a money or account screen: no stale balance, no order that cannot be sent. */
export default function NetworkNeededPage() {
  return (
    <StatusScreen testId="network-needed" icon="wallet" heading={<Trans>No network connection</Trans>}>
      <p>
        <Trans>
          Deposits, withdrawals and your balance need a network connection. This page comes back by itself
          when you are online again.
        </Trans>
      </p>
      <Link href="/" className="btn btn-outline btn-block">
        <Trans>Back to the lobby</Trans>
      </Link>
    </StatusScreen>
  );
}
