import { Trans } from '@lingui/react/macro';
import { PageFrame } from '../../ui/PageFrame';
import { AccountGameList } from './AccountGameList';
import { favGameList, loadFavorites } from './store';

/** The member's favourite games (spec section 2 /favorite), newest first. */
export default function FavoritePage() {
  return (
    <PageFrame title={<Trans>Favourites</Trans>} icon="heart" testId="favorite-page">
      <AccountGameList load={loadFavorites} games={favGameList.value.content} />
    </PageFrame>
  );
}
