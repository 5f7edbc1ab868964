import { describe, expect, it } from 'vitest';
import { bannerSvg, escapeXml, gameIconSvg, initials, splitTitle, vendorLogoSvg } from './svg';

describe('generated svg', () => {
  it('escapes names so a game name cannot inject markup', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&#60;a href=&#34;x&#34;&#62;&#38;&#39;');
    const svg = gameIconSvg({ name: 'Bad <script>', vendor: 'PG', seed: 3 });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('aria-label="Bad &#60;script&#62;"');
  });

  it('is deterministic for the same input', () => {
    const a = gameIconSvg({ name: 'Fortune Dragon', vendor: 'PG', seed: 42 });
    expect(gameIconSvg({ name: 'Fortune Dragon', vendor: 'PG', seed: 42 })).toBe(a);
    expect(gameIconSvg({ name: 'Fortune Dragon', vendor: 'PG', seed: 43 })).not.toBe(a);
    expect(a).toContain('>FD<');
  });

  it('takes the initials of the name given, accents folded (Vietnamese names)', () => {
    expect(initials('Lâu Đài Nửa Đêm Trôi Dậy')).toBe('LD');
    expect(initials('Đấu Sĩ Châu Báu')).toBe('DS');
    expect(initials('Ổ')).toBe('O');
    expect(initials('Fortune Dragon')).toBe('FD');
  });

  it('draws the vendor code on its colour', () => {
    const svg = vendorLogoSvg({ code: 'JDB', color: '#123456' });
    expect(svg).toContain('fill="#123456"');
    expect(svg).toContain('>JDB<');
  });

  it('shrinks a long vendor code to fit the badge', () => {
    const size = (code: string) =>
      Number(/font-size="(\d+)"/.exec(vendorLogoSvg({ code, color: '#000' }))![1]);
    expect(size('PG')).toBe(34);
    expect(size('TCG_LOTTO_VN') * 12 * 0.62).toBeLessThanOrEqual(140);
  });

  it('fits a long banner title on two lines in the artwork', () => {
    expect(splitTitle('Short', 26)).toEqual(['Short']);
    const lines = splitTitle('100% welcome bonus up to 5,000,000 dong on your first deposit', 26);
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).toBe('100% welcome bonus up to 5,000,000 dong on your first deposit');
    const svg = bannerSvg({ title: 'Thưởng chào mừng 100% lên đến 5.000.000 đồng', seed: 1 });
    const size = Number(/font-size="(\d+)"/.exec(svg)![1]);
    expect(size).toBeLessThanOrEqual(46);
    expect(svg.match(/<tspan/g)).toHaveLength(2);
    // The longest line at about 0.66 em a glyph stays inside the 660 px text area.
    const longest = Math.max(...[...svg.matchAll(/<tspan[^>]*>([^<]*)</g)].map((m) => m[1]!.length));
    expect(longest * size * 0.66).toBeLessThanOrEqual(660);
  });
});
