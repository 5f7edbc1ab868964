import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { Modal } from '../../ui/Modal';
import { isLoggedIn, member } from '../accounts/session';
import { popupItems } from './audience';
import { sanitizeHtml } from './sanitize';
import { announcements, closePopup, markPopupShown } from './store';
import './announcements.css';
import { Button } from '../../ui/Button';

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
          <Button variant="outline" onClick={() => setAt(at + 1)}>
            <Trans>Next</Trans>
          </Button>
        ) : null}
        <Button variant="primary" onClick={closePopup} data-testid="announcement-close">
          <Trans>Close</Trans>
        </Button>
      </div>
    </Modal>
  );
}
