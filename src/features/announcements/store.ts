import { effect, signal } from '@preact/signals-react';
import type { Announcements } from '../../../contract/announcements/schemas';
import { announcementsList } from '../../../contract/paths';
import { apiGet } from '../../lib/api';
import { language } from '../../lib/i18n';
import { read, write } from '../../lib/storage';
import { isLoggedIn, member } from '../accounts/session';
import { online } from '../system/network';
import {
  audience,
  dayOf,
  popupDayKey,
  popupDue,
  popupItems,
  popupOpenAfterLoad,
  popupSeenKey,
} from './audience';

export const announcements = signal<Announcements | null>(null);
/** The notice pop-up (noticeModal): open at this index of the player notices. */
export const noticeModal = signal<{ index: number } | null>(null);
/** Set when the announcement popup should show; cleared when it closes. */
export const popupOpen = signal(false);

let token = 0;
/** Whose popup is open (the session key of guest or member), so a reload keeps it open for them only. */
let openFor: string | null = null;

/** Types B, PL, PU, PR, H for this visitor's audience (spec section 4). */
export async function loadAnnouncements(): Promise<void> {
  const loggedIn = isLoggedIn.peek();
  const first = member.peek()?.firstTimeLogin === true;
  const mine = ++token;
  try {
    const value = await apiGet(announcementsList, {
      types: 'B,PL,PU,PR,H',
      execution: audience(loggedIn, first).join(','),
    });
    if (mine !== token) return;
    announcements.value = value;
    const due = popupDue({
      online: online.peek(),
      closedThisSession: read('session', popupSeenKey(loggedIn)) === '1',
      lastDay: read('local', popupDayKey(loggedIn)),
      today: dayOf(new Date()),
    });
    const visitor = popupSeenKey(loggedIn);
    const open = popupOpenAfterLoad({
      items: popupItems(value.popup, loggedIn, first, false).length,
      due,
      openForVisitor: popupOpen.peek() && openFor === visitor,
    });
    openFor = open ? visitor : null;
    popupOpen.value = open;
  } catch {
    // Announcements are decoration; the lobby works without them.
  }
}

/** Once shown, the popup waits for the next day (separate keys for members and guests). */
export function markPopupShown(): void {
  write('local', popupDayKey(isLoggedIn.peek()), dayOf(new Date()));
}

/** Closing the popup remembers it for this session and this day. */
export function closePopup(): void {
  write('session', popupSeenKey(isLoggedIn.peek()), '1');
  markPopupShown();
  popupOpen.value = false;
}

let started = false;
export function startAnnouncements(): void {
  if (started) return;
  started = true;
  effect(() => {
    void language.value;
    void isLoggedIn.value;
    void member.value?.firstTimeLogin;
    void loadAnnouncements();
  });
}
