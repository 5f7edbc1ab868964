import { navigate } from 'wouter/use-browser-location';
import type { Banner } from '../../../contract/announcements/schemas';
import { startGame } from './launch';

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
