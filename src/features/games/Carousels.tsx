import { useLingui } from '@lingui/react/macro';
import { navigate } from 'wouter/use-browser-location';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, EffectCoverflow, Navigation, Pagination } from 'swiper/modules';
import type { Banner } from '../../../contract/announcements';
import type { Winner } from '../../../contract/games';
import { formatDong } from './jackpot';
import { GameIcon } from './GameTile';
import { startGame } from './launch';
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/navigation';
import 'swiper/css/effect-coverflow';
import './carousels.css';

/** GAME → start that game, PROMOTION → /promotions, URL → go there (same-site paths; https in a new tab). */
export function openBanner(banner: Banner): void {
  const value = banner.linkageValue ?? '';
  if (banner.linkageType === 'GAME' && /^\d+$/.test(value)) void startGame(Number(value));
  else if (banner.linkageType === 'PROMOTION') navigate('/promotions');
  else if (banner.linkageType === 'URL') {
    if (/^\/(?!\/)/.test(value)) navigate(value);
    else if (/^https:\/\//i.test(value)) window.open(value, '_blank', 'noopener,noreferrer');
  }
}

/** The home banner carousel (spec section 9). Swiper lives in this lazy chunk only. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useLingui();
  const loop = banners.length > 1;
  return (
    <div className="banner-carousel" data-testid="banner-carousel">
      <Swiper
        modules={[Autoplay, Pagination, Navigation, EffectCoverflow]}
        loop={loop}
        speed={1000}
        autoplay={loop ? { delay: 5000, disableOnInteraction: false } : false}
        pagination={{ clickable: true }}
        navigation={loop}
        effect="coverflow"
        coverflowEffect={{ rotate: 0, stretch: 0, depth: 80, modifier: 1, slideShadows: false }}
        a11y={{ prevSlideMessage: t`Previous banner`, nextSlideMessage: t`Next banner` }}
      >
        {banners.map((b, i) => (
          <SwiperSlide key={b.id}>
            {b.linkageType ? (
              <button
                type="button"
                className="banner-slide"
                onClick={() => openBanner(b)}
                aria-label={b.title}
              >
                <img
                  src={b.url}
                  alt={b.title}
                  width={1200}
                  height={400}
                  loading={i === 0 ? 'eager' : 'lazy'}
                />
              </button>
            ) : (
              <div className="banner-slide">
                <img
                  src={b.url}
                  alt={b.title}
                  width={1200}
                  height={400}
                  loading={i === 0 ? 'eager' : 'lazy'}
                />
              </div>
            )}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}

/** The winner scroller: 5 per view, 3 s autoplay (spec section 9). */
export function WinnerScroller({ winners }: { winners: Winner[] }) {
  return (
    <div className="winner-scroller" data-testid="winner-scroller">
      <Swiper
        modules={[Autoplay]}
        direction="vertical"
        slidesPerView={5}
        loop={winners.length > 5}
        autoplay={{ delay: 3000, disableOnInteraction: false }}
        allowTouchMove={false}
      >
        {winners.map((w, i) => (
          <SwiperSlide key={`${w.gameId}-${i}`}>
            <button type="button" className="winner-row" onClick={() => void startGame(w.vo.nodeId)}>
              <span className="winner-icon">
                <GameIcon src={w.iconUrl} eager={i < 5} />
              </span>
              <span className="winner-name">{w.customerName}</span>
              <span className="winner-game">{w.gameName}</span>
              <span className="winner-amount">{formatDong(w.winAmount)}</span>
            </button>
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
