import { lazy, Suspense } from 'react';
import { noticeModal, popupOpen } from '../features/announcements/store';
import { vendorListPopup } from '../features/games/launch';
import { useIdle } from '../lib/idle';
import { dialog } from '../lib/dialogs';
import { activeModal, sideMenuOpen } from '../lib/overlays';

const AnnouncementPopup = lazy(() => import('../features/announcements/AnnouncementPopup'));
const NoticeModal = lazy(() => import('../features/announcements/NoticeModal'));
const GameListPopup = lazy(() => import('../features/games/GameListPopup'));

/**
 * The lobby's popups, each loaded on first use (decision 008). One at a time, notices first. It lives
 * in app, not in games or announcements, because it joins both (and both lobby pages use it).
 */
export function LobbyOverlays({ withAnnouncement = false }: { withAnnouncement?: boolean }) {
  // The announcement pops up once the lobby has drawn and gone idle: opening a modal dialog lays
  // out the whole page again, one more long task while a cheap phone draws the first screen.
  const idle = useIdle();
  let content = null;
  if (vendorListPopup.value) content = <GameListPopup />;
  else if (noticeModal.value) content = <NoticeModal />;
  // The announcement popup waits while another modal (login, register), a confirm dialog or the
  // side menu is open: opened over the menu it made the menu inert, stacked under it it could be
  // neither seen nor closed.
  else if (
    withAnnouncement &&
    idle &&
    popupOpen.value &&
    !activeModal.value &&
    !dialog.value &&
    !sideMenuOpen.value
  )
    content = <AnnouncementPopup />;
  return content ? <Suspense fallback={null}>{content}</Suspense> : null;
}
