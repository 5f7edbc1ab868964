import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { navigate } from 'wouter/use-browser-location';
import { Modal } from '../../ui/Modal';
import { Pager } from '../../ui/Pager';
import { changeNoticePage, noticePageSize, selectNotice } from './notice-pager';
import { sanitizeHtml } from './sanitize';
import { announcements, noticeModal } from './store';
import './announcements.css';
import { Button } from '../../ui/Button';

const close = () => (noticeModal.value = null);

/** noticeModal (spec section 2): titles with a pager on the left, the chosen notice on the right. */
export default function NoticeModal() {
  const notices = announcements.value?.player ?? [];
  const start = noticeModal.value?.index ?? 0;
  const [view, setView] = useState(() => selectNotice(start, notices.length));
  // When the selected index changes from outside, page and selection jump to hold it.
  useEffect(() => setView(selectNotice(start, notices.length)), [start, notices.length]);
  const pages = Math.max(1, Math.ceil(notices.length / noticePageSize));
  const first = (view.page - 1) * noticePageSize;
  const shown = notices.slice(first, first + noticePageSize);
  const current = notices[view.selected];
  return (
    <Modal title={<Trans>Notices</Trans>} onClose={close} testId="notice-modal">
      <div className="notice-layout">
        <div className="notice-list">
          <ul>
            {shown.map((n, i) => (
              <li key={n.id}>
                <button
                  type="button"
                  className="notice-title"
                  aria-current={first + i === view.selected ? 'true' : undefined}
                  onClick={() => setView(selectNotice(first + i, notices.length))}
                  data-testid={`notice-item-${first + i}`}
                >
                  <span>{n.title}</span>
                  <small className="muted">{n.publishedDate}</small>
                </button>
              </li>
            ))}
          </ul>
          <Pager
            page={view.page}
            totalPages={pages}
            range={2}
            margin={0}
            onPage={(p) => setView(changeNoticePage(view, p, notices.length))}
            testId="notice-pager"
          />
        </div>
        <article className="notice-content" data-testid="notice-content">
          {current ? (
            <>
              <h3>{current.title}</h3>
              <div
                className="rich-text"
                dangerouslySetInnerHTML={{ __html: sanitizeHtml(current.content) }}
              />
            </>
          ) : (
            <p className="muted">
              <Trans>No data</Trans>
            </p>
          )}
          <Button
            variant="primary"
            data-testid="notice-promotions"
            onClick={() => {
              // Spec section 2: the promotion action switches the member centre to the reward
              // centre (which sends guests to the login popup and trial accounts to its dialog).
              close();
              navigate('/member?tab=rewardCenter');
            }}
          >
            <Trans>See promotions</Trans>
          </Button>
        </article>
      </div>
    </Modal>
  );
}
