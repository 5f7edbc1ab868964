import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../../contract/announcements/schemas';
import {
  audience,
  dayOf,
  popupDayKey,
  popupDue,
  popupItems,
  popupOpenAfterLoad,
  popupSeenKey,
} from './audience';
import { changeNoticePage, selectNotice } from './notice-pager';

const item = (id: number, execution: 'A' | 'B' | 'F') => ({ id, execution }) as Announcement;

describe('announcement audience', () => {
  it('guests B, members A, first login A and F', () => {
    expect(audience(false, true)).toEqual(['B']);
    expect(audience(true, false)).toEqual(['A']);
    expect(audience(true, true)).toEqual(['A', 'F']);
  });
  it('filters popups by audience and stays closed once seen', () => {
    const all = [item(1, 'A'), item(2, 'B'), item(3, 'F')];
    expect(popupItems(all, false, false, false).map((p) => p.id)).toEqual([2]);
    expect(popupItems(all, true, true, false).map((p) => p.id)).toEqual([1, 3]);
    expect(popupItems(all, true, false, true)).toEqual([]);
  });
  it('members and guests have different session keys', () => {
    expect(popupSeenKey(true)).not.toBe(popupSeenKey(false));
    expect(popupDayKey(true)).not.toBe(popupDayKey(false));
  });
  it('pops up at most once a day, not again once closed, never offline', () => {
    const today = dayOf(new Date(2026, 10, 23, 23, 59));
    const fresh = { online: true, closedThisSession: false, lastDay: null, today };
    expect(popupDue(fresh)).toBe(true);
    // A new session (new tab, reopened app) the same day: already shown today.
    expect(popupDue({ ...fresh, lastDay: today })).toBe(false);
    expect(popupDue({ ...fresh, lastDay: dayOf(new Date(2026, 10, 22, 23, 0)) })).toBe(true);
    expect(popupDue({ ...fresh, closedThisSession: true })).toBe(false);
    expect(popupDue({ ...fresh, online: false })).toBe(false);
  });
});

describe('the popup after the announcements are read again', () => {
  it('stays open for the visitor it is open for, though no longer due (its showing marked the day)', () => {
    // A language switch while it is on screen: shown today already, so not due, but open.
    expect(popupOpenAfterLoad({ items: 1, due: false, openForVisitor: true })).toBe(true);
    expect(popupOpenAfterLoad({ items: 1, due: true, openForVisitor: false })).toBe(true);
  });
  it('does not open when not due, nor without items for this visitor', () => {
    expect(popupOpenAfterLoad({ items: 1, due: false, openForVisitor: false })).toBe(false);
    expect(popupOpenAfterLoad({ items: 0, due: true, openForVisitor: true })).toBe(false);
  });
});

describe('notice pop-up paging', () => {
  it('selecting an item jumps to its page', () => {
    expect(selectNotice(0, 20)).toEqual({ page: 1, selected: 0 });
    expect(selectNotice(8, 20)).toEqual({ page: 2, selected: 8 });
    expect(selectNotice(99, 20)).toEqual({ page: 3, selected: 19 });
  });
  it('changing the page selects its first item; outside pages are ignored', () => {
    const v = selectNotice(3, 20);
    expect(changeNoticePage(v, 3, 20)).toEqual({ page: 3, selected: 14 });
    expect(changeNoticePage(v, 4, 20)).toBe(v);
  });
});
