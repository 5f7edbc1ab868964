import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Banner } from '../../../contract/announcements/schemas';
import { releaseBootShell } from '../../lib/boot-shell';
import { Icon } from '../../ui/Icon';
import { BannerFrame } from './BannerFrame';
import { bannerOffsets, stepBanner } from './banner-offsets';
import './carousels.css';

const autoplayMs = 5000;
const swipePx = 40;

/**
 * The home banner carousel (spec section 9): loops, 1000 ms transition, autoplay every 5 s that
 * keeps going after a tap or swipe, clickable pagination, prev/next arrows and a coverflow look
 * (the banner leaving shrinks back as it slides). Plain CSS transforms, no carousel library:
 * swiper's set-up was a 50 ms task on a fast desktop, four times that on a cheap phone.
 * Autoplay pauses while a finger, pointer or keyboard focus is on it and when the player asked
 * for reduced motion (WCAG 2.2.2).
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useLingui();
  const count = banners.length;
  const [active, setActive] = useState(0);
  const [direction, setDirection] = useState<1 | -1>(1);
  const [held, setHeld] = useState(false);
  const previous = useRef<number[]>([]);
  const swipe = useRef<{ x: number; moved: boolean } | null>(null);
  // Arrows and dots must not sit under the server's still banner (boot-shell.ts).
  useEffect(releaseBootShell, []);
  const go = (by: number) => {
    setDirection(by < 0 ? -1 : 1);
    setActive((a) => stepBanner(count, a, by));
  };

  useEffect(() => {
    if (count < 2 || held) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setTimeout(() => {
      if (!document.hidden) go(1);
    }, autoplayMs);
    return () => window.clearTimeout(timer);
    // A new countdown after every turn, whoever turned it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, held, count]);

  const offsets = bannerOffsets(count, active, direction);
  const before = previous.current;
  previous.current = offsets;

  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, moved: false };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) < swipePx) return;
    start.moved = true;
    go(dx < 0 ? 1 : -1);
  };
  // A swipe ends with a click on the banner under the finger: that click must not open it.
  const tookSwipe = () => {
    const moved = swipe.current?.moved ?? false;
    swipe.current = null;
    return moved;
  };

  return (
    <section
      className="banner-carousel"
      aria-roledescription={t`carousel`}
      aria-label={t`Banners`}
      data-testid="banner-carousel"
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {banners.map((b, i) => {
        const offset = offsets[i]!;
        const jump = before[i] !== undefined && Math.abs(offset - before[i]!) > 1;
        const inView = offset === 0;
        const image = (
          <img
            src={b.url}
            alt={b.title}
            width={1200}
            height={400}
            loading={Math.abs(offset) <= 1 ? 'eager' : 'lazy'}
            draggable={false}
          />
        );
        return (
          <div
            key={b.id}
            className={jump ? 'banner-item no-move' : 'banner-item'}
            style={{ transform: `translateX(${offset * 100}%) scale(${offset === 0 ? 1 : 0.85})` }}
            role="group"
            aria-roledescription={t`slide`}
            aria-label={t`${i + 1} of ${count}`}
            aria-hidden={!inView || undefined}
            inert={!inView}
          >
            <BannerFrame banner={b} className="banner-slide" mayOpen={() => !tookSwipe()}>
              {image}
            </BannerFrame>
          </div>
        );
      })}
      {count > 1 ? (
        <>
          <button
            type="button"
            className="banner-arrow banner-prev"
            onClick={() => go(-1)}
            aria-label={t`Previous banner`}
          >
            <Icon name="chevron" size={20} />
          </button>
          <button
            type="button"
            className="banner-arrow banner-next"
            onClick={() => go(1)}
            aria-label={t`Next banner`}
          >
            <Icon name="chevron" size={20} />
          </button>
          <div className="banner-dots">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className="banner-dot"
                aria-label={t`Go to banner ${i + 1}`}
                aria-current={i === active || undefined}
                onClick={() => {
                  if (i !== active) go(i - active);
                }}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
