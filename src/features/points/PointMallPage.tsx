import { Trans } from '@lingui/react/macro';
import { ComingSoon, PageFrame } from '../../ui/PageFrame';

export default function PointMallPage() {
  return (
    <PageFrame title={<Trans>Points mall</Trans>} icon="star" testId="point-mall-page">
      <ComingSoon>
        <Trans>Redeem your points for rewards here soon. Points never expire.</Trans>
      </ComingSoon>
    </PageFrame>
  );
}
