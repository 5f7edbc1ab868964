import { Trans } from '@lingui/react/macro';
import { ComingSoon, PageFrame } from '../../ui/PageFrame';

export default function SeamlessPage() {
  return (
    <PageFrame title={<Trans>Seamless wallet</Trans>} icon="wallet" testId="seamless-page">
      <ComingSoon />
    </PageFrame>
  );
}
