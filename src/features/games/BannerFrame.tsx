import type { ReactNode } from 'react';
import type { Banner } from '../../../contract/announcements/schemas';
import { openBanner } from './banner-link';

/**
 * A banner's box: a button that opens its link when it has one (spec section 2), else a plain
 * box. `mayOpen` lets the carousel refuse the click that ends a swipe.
 */
export function BannerFrame({
  banner,
  className,
  mayOpen,
  children,
}: {
  banner: Banner;
  className: string;
  mayOpen?: () => boolean;
  children: ReactNode;
}) {
  if (!banner.linkageType) return <div className={className}>{children}</div>;
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        if (!mayOpen || mayOpen()) openBanner(banner);
      }}
      aria-label={banner.title}
    >
      {children}
    </button>
  );
}
