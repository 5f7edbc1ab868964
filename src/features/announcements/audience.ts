import type { Announcement, Execution } from '../../../contract/announcements';

/** Spec section 4: members see execution A (plus F on their first login); guests see B. */
export function audience(loggedIn: boolean, firstLogin: boolean): Execution[] {
  if (!loggedIn) return ['B'];
  return firstLogin ? ['A', 'F'] : ['A'];
}

/** Session keys that remember a closed popup; members and guests have their own. */
export function popupSeenKey(loggedIn: boolean): string {
  return loggedIn ? 'announcementPopupSeenMember' : 'announcementPopupSeenGuest';
}

/** The popup items for this visitor, or none when the popup was already closed this session. */
export function popupItems(
  popups: Announcement[],
  loggedIn: boolean,
  firstLogin: boolean,
  seen: boolean,
): Announcement[] {
  if (seen) return [];
  const allowed = new Set(audience(loggedIn, firstLogin));
  return popups.filter((p) => allowed.has(p.execution));
}
