import { Trans } from '@lingui/react/macro';
import { ComingSoon, PageFrame } from '../../ui/PageFrame';

export default function PromotionsPage() {
  return (
    <PageFrame title={<Trans>Promotions</Trans>} icon="gift" testId="promotions-page">
      <ComingSoon />
    </PageFrame>
  );
}
