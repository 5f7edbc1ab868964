import { describe, expect, it } from 'vitest';
import { buildCatalogue } from './catalogue';

/**
 * Seeded content never advertises what the product does not do (docs/product.md section 1: the
 * rewards engine, VIP, rebate, red envelopes, prize wheel, reward centre are not built yet). The
 * words below are the ones such a promise cannot do without, in both languages.
 */
const PROMISES: readonly RegExp[] = [
  /bonus|thưởng/i,
  /rebate|hoàn trả|cashback/i,
  /refund|hoàn (cược|lại|\d)/i,
  /red envelope|lì xì/i,
  /reward|phần thưởng/i,
  /\bgift\b|quà/i,
  /free spin|lượt quay|prize wheel|vòng quay/i,
  /\bVIP\b/,
  /doubled|nhân đôi/i,
  /insurance|bảo hiểm/i,
  /mission|nhiệm vụ/i,
  /tournament|giải đấu/i,
  /claim|(^|\s)nhận (ngay|đến|quà|thưởng|lì xì)/i,
  /\d+(,\d+)?\s*%/,
];

function texts(): { where: string; text: string }[] {
  const { announcements, banners } = buildCatalogue();
  return [
    ...announcements.flatMap((a) =>
      [a.titleEn, a.titleVi, a.contentEn, a.contentVi].map((text) => ({ where: a.key, text: text ?? '' })),
    ),
    ...banners.flatMap((b) => [b.titleEn, b.titleVi].map((text) => ({ where: b.imageUrl, text }))),
  ];
}

describe('seeded announcements and banners', () => {
  it('promise no bonus, rebate, gift or claim the product cannot pay', () => {
    const promises = texts().flatMap(({ where, text }) =>
      PROMISES.filter((p) => p.test(text)).map((p) => `${where}: ${String(p)} in "${text}"`),
    );
    expect(promises).toEqual([]);
  });

  it('keep banner titles short enough for two lines of the generated picture', () => {
    const long = buildCatalogue()
      .banners.flatMap((b) => [b.titleEn, b.titleVi])
      .filter((t) => t.length > 44);
    expect(long).toEqual([]);
  });
});
