import { lazy, Suspense } from 'react';
import { noticeModal, popupOpen } from '../announcements/store';
import { vendorListPopup } from './launch';
import { useIdle } from '../../lib/idle';
import { dialog } from '../../lib/dialogs';
import { activeModal, sideMenuOpen } from '../../lib/overlays';

const AnnouncementPopup = lazy(() => import('../announcements/AnnouncementPopup'));
const NoticeModal = lazy(() => import('../announcements/NoticeModal'));
const GameListPopup = lazy(() => import('./GameListPopup'));

/**
 * The lobby's popups, each loaded on first use (decision 008). One at a time, notices first. It lives
 * with the lobby pages in games (games already reads the announcements); the /announce route of the
 * shell places it beside that page, as announcements may not import games (no feature cycle).
 * A chunk of its own, asked for as the page first renders (it draws nothing until a popup opens):
 * it is not in the lobby's first download (decision 041).
 */
export default function LobbyOverlays({ withAnnouncement = false }: { withAnnouncement?: boolean }) {
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
