import { useState } from 'react';
import { Link } from 'wouter';
import type { VendorCard as Vendor } from '../../../contract/games/schemas';
import { readableTextOn, safeColor } from './color';

// Vendor logos are 5:2 wordmarks (160x64 from the server).
const logoRatio = 2.5;

/** Vendor logo with a fixed box (no layout shift); after one failed load, the vendor code instead. */
type LogoProps = { vendor: Vendor; width: number; eager?: boolean; alt?: string };

export function VendorLogo({ vendor, width, eager = false, alt = '' }: LogoProps) {
  const [failed, setFailed] = useState(false);
  const height = Math.round(width / logoRatio);
  if (failed || !vendor.logoUrl) {
    return (
      <span
        className="vendor-initials"
        style={{ width, height, background: safeColor(vendor.color), color: readableTextOn(vendor.color) }}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        {vendor.vassalage}
      </span>
    );
  }
  return (
    <img
      className="vendor-img"
      src={vendor.logoUrl}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

export function VendorCard({ vendor, href, eager }: { vendor: Vendor; href: string; eager?: boolean }) {
  return (
    <Link href={href} className="vendor-card" data-testid={`vendor-${vendor.vassalage}`}>
      <VendorLogo vendor={vendor} width={90} eager={eager} />
      <span className="vendor-name">{vendor.displayName}</span>
      <span
        className="vendor-badge"
        style={{ background: safeColor(vendor.color), color: readableTextOn(vendor.color) }}
      >
        {vendor.accountTypeName}
      </span>
    </Link>
  );
}
