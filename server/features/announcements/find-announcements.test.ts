import { describe, expect, it } from 'vitest';
import { findAnnouncements } from './find-announcements';
import type { Content } from './load-content';

const row = (id: number, type: string, execution: string) => ({
  id,
  type,
  execution,
  platform: 'W',
  titleEn: `t${id}`,
  titleVi: `tv${id}`,
  contentEn: `c${id}`,
  contentVi: `cv${id}`,
  promotionType: type === 'PR' ? 'REBATE' : null,
  imageUrl: null,
  publishedAt: new Date(Date.UTC(2026, 0, 10 - id)),
});
const content: Content = {
  announcements: [
    row(1, 'PL', 'A'),
    row(2, 'PL', 'B'),
    row(3, 'PU', 'F'),
    row(4, 'PR', 'B'),
    row(5, 'H', 'B'),
    row(6, 'XX', 'B'),
  ],
  banners: [
    {
      id: 9,
      groupName: 'w_home',
      imageUrl: '/img/banners/w_home-1.svg',
      titleEn: 'b',
      titleVi: 'bv',
      linkageType: null,
      linkageValue: null,
      sort: 1,
    },
  ],
};

describe('findAnnouncements', () => {
  it('keeps the asked audiences and types, others empty', () => {
    const v = findAnnouncements(content, { language: 'en', types: ['PL', 'PU'], execution: ['B'] });
    expect(v.player.map((a) => a.id)).toEqual([2]);
    expect(v.popup).toEqual([]);
    expect(v.promotion).toEqual([]);
    expect(v.banners).toEqual([]);
    expect(v.home).toEqual([]);
  });

  it('maps banners and rows in the asked language', () => {
    const v = findAnnouncements(content, {
      language: 'vi',
      types: ['B', 'PL', 'PU', 'PR', 'H'],
      execution: ['A', 'B', 'F'],
    });
    expect(v.banners).toEqual([
      {
        id: 9,
        url: '/img/banners/w_home-1.svg?language=vi',
        linkageType: null,
        linkageValue: null,
        groupName: 'w_home',
        title: 'bv',
      },
    ]);
    expect(v.player.map((a) => a.title)).toEqual(['tv1', 'tv2']);
    expect(v.popup[0]).toMatchObject({ execution: 'F', publishedDate: '2026/01/07' });
    expect(v.promotion[0]!.promotionType).toBe('REBATE');
    expect(v.home.map((a) => a.id)).toEqual([5]);
  });
});
