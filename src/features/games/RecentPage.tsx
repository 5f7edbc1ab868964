import { Trans } from '@lingui/react/macro';
import { PageFrame, ComingSoon } from '../../ui/PageFrame';
import { LoginPrompt } from '../accounts/LoginPrompt';
import { isLoggedIn } from '../accounts/session';

/** Recently played games need login (spec section 5); the list arrives with the games feature. */
export default function RecentPage() {
  return (
    <PageFrame title={<Trans>Recently played</Trans>} icon="history" testId="recent-page">
      {isLoggedIn.value ? <ComingSoon /> : <LoginPrompt />}
    </PageFrame>
  );
}
