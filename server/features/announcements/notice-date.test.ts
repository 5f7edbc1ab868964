import { describe, expect, it } from 'vitest';
import { noticeDate } from './notice-date';

describe('noticeDate', () => {
  it('formats YYYY/MM/DD with zero padding', () => {
    expect(noticeDate(new Date('2026-03-04T05:00:00Z'))).toBe('2026/03/04');
  });

  it('uses Vietnam time: 17:00 UTC is already the next day', () => {
    expect(noticeDate(new Date('2026-10-31T16:59:59Z'))).toBe('2026/10/31');
    expect(noticeDate(new Date('2026-10-31T17:00:00Z'))).toBe('2026/11/01');
    expect(noticeDate(new Date('2026-12-31T18:00:00Z'))).toBe('2027/01/01');
  });
});
