import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { PageFrame } from '../../ui/PageFrame';
import { Pager } from '../../ui/Pager';
import { announcements, noticeModal, startAnnouncements } from './store';
import './announcements.css';

const pageSize = 9;

/** /announce: the player notices, 9 per page (pager range 5, margin 1). */
export default function AnnouncePage() {
  useEffect(startAnnouncements, []);
  const [page, setPage] = useState(1);
  const list = announcements.value?.player ?? [];
  const pages = Math.max(1, Math.ceil(list.length / pageSize));
  const shown = list.slice((page - 1) * pageSize, page * pageSize);
  return (
    <PageFrame title={<Trans>Announcements</Trans>} icon="megaphone" testId="announce-page">
      {announcements.value && list.length === 0 ? (
        <p className="muted">
          <Trans>No data</Trans>
        </p>
      ) : null}
      <ul className="announce-list">
        {shown.map((n, i) => (
          <li key={n.id}>
            <button
              type="button"
              className="announce-item"
              onClick={() => (noticeModal.value = { index: (page - 1) * pageSize + i })}
            >
              <span>{n.title}</span>
              <small className="muted">{n.publishedDate}</small>
            </button>
          </li>
        ))}
      </ul>
      <Pager
        page={page}
        totalPages={pages}
        range={5}
        margin={1}
        onPage={(p) => p >= 1 && p <= pages && setPage(p)}
        testId="announce-pager"
      />
    </PageFrame>
  );
}
