import type { Announcement, Execution } from '../../../contract/announcements/schemas';

/** Spec section 4: members see execution A (plus F on their first login); guests see B. */
export function audience(loggedIn: boolean, firstLogin: boolean): Execution[] {
  if (!loggedIn) return ['B'];
  return firstLogin ? ['A', 'F'] : ['A'];
}

/** Session keys that remember a closed popup; members and guests have their own. */
export function popupSeenKey(loggedIn: boolean) {
  return loggedIn ? 'announcementPopupSeenMember' : 'announcementPopupSeenGuest';
}

/** Local keys holding the day the popup last showed (members and guests apart). */
export function popupDayKey(loggedIn: boolean) {
  return loggedIn ? 'announcementPopupDayMember' : 'announcementPopupDayGuest';
}

/** The visitor's calendar day, as stored under popupDayKey. */
export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

/**
 * Whether the popup may show: not offline (its offers need the network), not again once closed in
 * this session, and at most once a calendar day across sessions (every new tab on a shared phone
 * or every reopening of the installed app would show it again otherwise).
 */
export function popupDue(state: {
  online: boolean;
  closedThisSession: boolean;
  lastDay: string | null;
  today: string;
}) {
  return state.online && !state.closedThisSession && state.lastDay !== state.today;
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

/**
 * Whether the popup is open once the announcements are read (again): only with items for this
 * visitor, and when it is due or already open for this same visitor. The lobby reads them again on
 * a language switch or when the member's details arrive; an open popup wrote today's mark when it
 * showed, so it is no longer "due", and recomputing from that withdrew it from under a finger about
 * to tap Close (the tap then landed on the lobby beneath).
 */
export function popupOpenAfterLoad(state: { items: number; due: boolean; openForVisitor: boolean }): boolean {
  return state.items > 0 && (state.due || state.openForVisitor);
}
