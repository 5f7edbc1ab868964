import { Trans } from '@lingui/react/macro';
import { ComingSoon, PageFrame } from '../../ui/PageFrame';

export default function AnnouncePage() {
  return (
    <PageFrame title={<Trans>Announcements</Trans>} icon="megaphone" testId="announce-page">
      <ComingSoon />
    </PageFrame>
  );
}
