import { useEffect, useState, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { permission } from '../system/permission';
import { Icon } from '../../ui/Icon';

const safeHttp = (url: string | null | undefined) => (url && /^https:\/\//i.test(url) ? url : null);

/** A link out to one of the site's social accounts (a new tab), where the site sets an https one. */
function SocialLink(props: {
  url: string | null | undefined;
  className: string;
  label: string;
  children: ReactNode;
}) {
  const href = safeHttp(props.url);
  if (!href) return null;
  return (
    <a
      className={`right-bar-btn ${props.className}`}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={props.label}
    >
      {props.children}
    </a>
  );
}

/** Right bar (spec section 2): app download, Telegram and Facebook where configured, back to top. */
export default function RightBar() {
  const { t } = useLingui();
  const resources = permission.value?.info.resources;
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 400);
    // The first look in the next frame: reading scrollY here would force the first render's
    // whole layout into the render's own task (a long task on a cheap phone).
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return (
    <aside className="right-bar" aria-label={t`Shortcuts`} data-testid="right-bar">
      <Link
        href="/down"
        className="right-bar-btn"
        aria-label={t`App download`}
        data-testid="right-bar-download"
      >
        <Icon name="download" size={20} />
      </Link>
      <SocialLink url={resources?.telegram} className="right-bar-tg" label="Telegram">
        TG
      </SocialLink>
      <SocialLink url={resources?.facebook} className="right-bar-fb" label="Facebook">
        f
      </SocialLink>
      {scrolled ? (
        <button
          type="button"
          className="right-bar-btn"
          aria-label={t`Back to top`}
          data-testid="go-top"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <Icon name="down" size={20} className="flip-up" />
        </button>
      ) : null}
    </aside>
  );
}
