import { useLingui } from '@lingui/react/macro';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, EffectCoverflow, Navigation, Pagination } from 'swiper/modules';
import type { Banner } from '../../../contract/announcements';
import { openBanner } from './banner-link';
import 'swiper/css';
import 'swiper/css/pagination';
import 'swiper/css/navigation';
import 'swiper/css/effect-coverflow';
import './carousels.css';

/** The home banner carousel (spec section 9). Swiper lives in this lazy chunk only. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useLingui();
  const loop = banners.length > 1;
  return (
    <div className="banner-carousel" data-testid="banner-carousel">
      <Swiper
        modules={[Autoplay, Pagination, Navigation, EffectCoverflow]}
        // rewind, not loop: loop mode moves slides around the DOM on every turn, a long task on a
        // cheap phone every few seconds (Lighthouse: total blocking time).
        rewind={loop}
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
                  fetchPriority={i === 0 ? 'high' : 'auto'}
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
