import { Trans } from '@lingui/react/macro';
import { PageFrame, ComingSoon } from '../../ui/PageFrame';
import { LoginPrompt } from '../accounts/LoginPrompt';
import { isLoggedIn } from '../accounts/session';

/** Favourites need login (spec section 5); the list itself arrives with the games feature. */
export default function FavoritePage() {
  return (
    <PageFrame title={<Trans>Favourites</Trans>} icon="heart" testId="favorite-page">
      {isLoggedIn.value ? <ComingSoon /> : <LoginPrompt />}
    </PageFrame>
  );
}
