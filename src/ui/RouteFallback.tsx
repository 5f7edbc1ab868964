import { useEffect } from 'react';
import { holdPageLoader } from '../lib/page-loader';

/** Shown while a lazy screen loads: keeps the page loader up and reserves room so the footer does not jump. */
export function RouteFallback() {
  useEffect(() => holdPageLoader(), []);
  return <div className="route-fallback" aria-busy="true" />;
}
