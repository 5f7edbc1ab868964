import { Trans } from '@lingui/react/macro';
import { language } from '../../../lib/i18n';
import { getAnnouncements } from '../agent-api';
import { useLoad } from '../../../lib/use-load';
import { LoadState } from '../parts';

/** Operator HTML is shown as its text: no markup from the content reaches the page. */
const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

export default function Announcements() {
  const load = useLoad(getAnnouncements, [language.value]);
  const items = load.data?.items ?? [];
  return (
    <section className="agent-section" data-testid="agent-announcements">
      <h2>
        <Trans>Announcements</Trans>
      </h2>
      <LoadState load={load} empty={load.data !== null && items.length === 0} />
      <ul className="agent-list">
        {items.map((a) => (
          <li key={a.id} className="panel agent-item">
            <div className="agent-item-head">
              <strong>{a.title}</strong>
              <span className="muted">{a.date}</span>
            </div>
            <p className="agent-item-text">{textOf(a.content)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
