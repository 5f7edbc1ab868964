import { lazy, startTransition, Suspense, useEffect, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Winner } from '../../../contract/games/schemas';
import { releaseBootShell } from '../../lib/boot-shell';
import { winners as winnersPath } from '../../../contract/paths';
import { apiGet } from '../../lib/api';
import { useIdle } from '../../lib/idle';
import { language } from '../../lib/i18n';
import { Icon } from '../../ui/Icon';
import { announcements, noticeModal } from '../announcements/store';
import { BannerFrame } from './BannerFrame';
import { perView } from './winner-window';

const BannerCarousel = lazy(() => import('./Carousels').then((m) => ({ default: m.BannerCarousel })));
const WinnerScroller = lazy(() => import('./WinnerScroller'));
// The pool's figure waits for its answer anyway: its polling and count load beside it, not in the
// lobby's first download (decision 041's budget; decision 061).
const JackpotValue = lazy(() => import('./JackpotValue'));
const SearchResults = lazy(() => import('./SearchResults'));

/** The w_home banners; a fixed-ratio box holds the place while they load. */
export function HomeBanners() {
  const loaded = announcements.value;
  const banners = (loaded?.banners ?? []).filter((b) => b.groupName === 'w_home');
  const carousel = useIdle();
  // The server's still banner (boot-shell.ts) covers this box until ours has loaded under it.
  useEffect(() => releaseBootShell, []);
  useEffect(() => {
    if (loaded && banners.length === 0) releaseBootShell();
  }, [loaded, banners.length]);
  if (banners.length === 0) return <div className="banner-placeholder" aria-hidden="true" />;
  const first = banners[0]!;
  // The first banner shows at once, without waiting for the carousel: it is the page's largest
  // paint (LCP). The carousel takes over the same box once the page is idle, so it and the other
  // banners' images are not more work while the lobby first renders on a cheap phone.
  const image = (
    <img
      src={first.url}
      alt={first.title}
      width={1200}
      height={400}
      fetchPriority="high"
      onLoad={releaseBootShell}
      onError={releaseBootShell}
    />
  );
  const still = (
    <BannerFrame banner={first} className="banner-placeholder">
      {image}
    </BannerFrame>
  );
  if (!carousel || banners.length === 1) return still;
  return (
    <Suspense fallback={still}>
      <BannerCarousel banners={banners} />
    </Suspense>
  );
}

/** Player notices scrolling by; a click opens the notice pop-up at that notice. */
export function NoticeMarquee() {
  const { t } = useLingui();
  const loaded = announcements.value;
  const notices = loaded?.player ?? [];
  // Hold the strip's place until the notices arrive (the lobby below must not jump: CLS), drawn
  // as the strip it will be, not as an empty box.
  if (!loaded)
    return (
      <div className="marquee marquee-placeholder" aria-hidden="true">
        <Icon name="megaphone" size={18} className="marquee-icon" />
        <span className="skeleton still skeleton-line" />
      </div>
    );
  if (notices.length === 0) return null;
  return (
    <div className="marquee" data-testid="notice-marquee">
      <Icon name="megaphone" size={18} className="marquee-icon" />
      <div className="marquee-track" aria-label={t`Notices`}>
        <div className="marquee-inner">
          {notices.map((n, i) => (
            <button
              key={n.id}
              type="button"
              className="marquee-item"
              onClick={() => (noticeModal.value = { index: i })}
              data-testid={`marquee-notice-${i}`}
            >
              {n.title}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * The winner board's place while its answer is on the way: grey rows where the rows will be (the
 * board's own height, so nothing moves; still, not shimmering: an animated background repaints
 * every frame on the main thread), not a large empty box.
 */
function WinnersWaiting() {
  return (
    <div className="winner-scroller" aria-hidden="true" data-testid="winners-waiting">
      {Array.from({ length: perView }, (_, i) => (
        <span key={i} className="winner-waiting">
          <span className="skeleton still" />
          <span className="skeleton still skeleton-line" />
          <span className="skeleton still skeleton-line" />
          <span className="skeleton still skeleton-line" />
        </span>
      ))}
    </div>
  );
}

/** Jackpot ticker and winner board (spec sections 4 and 9); the label opens the jackpot's rules. */
export function Jackpot() {
  // null while loading: the board's place is held so the lobby below does not jump (CLS).
  const [winners, setWinners] = useState<Winner[] | null>(null);
  const lang = language.value;
  useEffect(() => {
    let live = true;
    apiGet(winnersPath, { gameCategory: 'ALL', limitNum: 50, language: lang })
      // A transition: the board (a lazy part) is drawn in slices, not in one task with its answer.
      .then((r) => live && startTransition(() => setWinners(r.list)))
      .catch(() => live && setWinners([]));
    return () => {
      live = false;
    };
  }, [lang]);
  return (
    <section className="jackpot" data-testid="jackpot">
      <div className="jackpot-head">
        <Link href="/help?article=jackpot" className="jackpot-label" data-testid="jackpot-rules">
          <Trans>Jackpot</Trans>
          <span className="jackpot-info" aria-hidden="true">
            ?
          </span>
        </Link>
        <Suspense fallback={<span className="jackpot-value">{'\u00a0'}</span>}>
          <JackpotValue />
        </Suspense>
      </div>
      {winners === null ? <WinnersWaiting /> : null}
      {winners && winners.length > 0 ? (
        <Suspense fallback={<WinnersWaiting />}>
          <WinnerScroller winners={winners} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** Home search: the form; the paged results are a chunk of their own (SearchResults). */
export function HomeSearch() {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [term, setTerm] = useState<string | null>(null);
  const [tooShort, setTooShort] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    setTooShort(next.length < 2);
    if (next.length < 2) return;
    setTerm(next);
  };
  return (
    <section className="home-search" id="section-SEARCH">
      <form className="search-form" role="search" onSubmit={submit}>
        <input
          className="input"
          type="search"
          value={text}
          maxLength={64}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`Search games`}
          aria-label={t`Search games`}
          data-testid="home-search-input"
        />
        <button
          type="submit"
          className="btn btn-primary"
          data-testid="home-search-submit"
          aria-label={t`Search`}
        >
          <Icon name="search" size={18} />
        </button>
      </form>
      {tooShort ? (
        <p className="form-error" role="alert">
          <Trans>Type at least 2 characters.</Trans>
        </p>
      ) : null}
      {term ? (
        <Suspense fallback={<span className="spinner" />}>
          <SearchResults
            term={term}
            onClear={() => {
              setTerm(null);
              setText('');
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
