import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Modal } from '../../ui/Modal';
import { isLoggedIn, member } from '../accounts/session';
import { popupItems } from './audience';
import { sanitizeHtml } from './sanitize';
import { announcements, closePopup, markPopupShown } from './store';
import './announcements.css';

/** The announcement popup (spec section 4): this audience's popups, one at a time. */
export default function AnnouncementPopup() {
  const items = popupItems(
    announcements.value?.popup ?? [],
    isLoggedIn.value,
    member.value?.firstTimeLogin === true,
    false,
  );
  const [at, setAt] = useState(0);
  useEffect(markPopupShown, []);
  const item = items[Math.min(at, items.length - 1)];
  if (!item) return null;
  return (
    <Modal title={item.title} onClose={closePopup} testId="announcement-popup">
      {item.imageUrl ? <img className="popup-img" src={item.imageUrl} alt="" /> : null}
      <div className="rich-text" dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.content) }} />
      <div className="dialog-actions">
        {at + 1 < items.length ? (
          <button type="button" className="btn btn-outline" onClick={() => setAt(at + 1)}>
            <Trans>Next</Trans>
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-primary"
          onClick={closePopup}
          data-testid="announcement-close"
        >
          <Trans>Close</Trans>
        </button>
      </div>
    </Modal>
  );
}
