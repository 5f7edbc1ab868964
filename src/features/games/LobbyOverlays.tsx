import { lazy, Suspense } from 'react';
import { activeModal } from '../../app/overlays';
import { noticeModal, popupOpen } from '../announcements/store';
import { vendorListPopup } from './launch';

const AnnouncementPopup = lazy(() => import('../announcements/AnnouncementPopup'));
const NoticeModal = lazy(() => import('../announcements/NoticeModal'));
const GameListPopup = lazy(() => import('./GameListPopup'));

/** The lobby's popups, each loaded on first use (decision 008). One at a time, notices first. */
export function LobbyOverlays({ withAnnouncement = false }: { withAnnouncement?: boolean }) {
  let content = null;
  if (vendorListPopup.value) content = <GameListPopup />;
  else if (noticeModal.value) content = <NoticeModal />;
  // The announcement popup waits while another modal (login, register) is open.
  else if (withAnnouncement && popupOpen.value && !activeModal.value) content = <AnnouncementPopup />;
  return content ? <Suspense fallback={null}>{content}</Suspense> : null;
}
