import { Trans } from '@lingui/react/macro';
import { PageFrame } from '../../ui/PageFrame';
import { AccountGameList } from './AccountGameList';
import { loadRecent, recentGames } from './store';

/** Games the member launched lately (spec section 2 /recent), last played first, at most 20. */
export default function RecentPage() {
  return (
    <PageFrame title={<Trans>Recently played</Trans>} icon="history" testId="recent-page">
      <AccountGameList load={loadRecent} games={recentGames.value} />
    </PageFrame>
  );
}
