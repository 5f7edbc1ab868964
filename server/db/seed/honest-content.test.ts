import { describe, expect, it } from 'vitest';
import { welcomeTerms } from '../../features/rewards/seed-campaigns';
import { buildCatalogue } from './catalogue';

/**
 * Seeded content never advertises what the product does not do (docs/product.md section 1: VIP,
 * red envelopes, prize wheel and more are not built yet; the rebate is built, decision 045, but no
 * seeded notice states its rates, so the word stays out of notices and banners too). The words below are the
 * ones such a promise cannot do without, in both languages. The one exception is the notice of a
 * live seeded campaign (the welcome bonus, decision 032), which must state that campaign's own
 * numbers.
 */
const CAMPAIGN_NOTICES: Record<string, typeof welcomeTerms> = { 'pr-welcome-bonus': welcomeTerms };
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
    ...announcements
      .filter((a) => !(a.key in CAMPAIGN_NOTICES))
      .flatMap((a) =>
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

  it('a campaign notice states the seeded campaign terms, in both languages', () => {
    const { announcements } = buildCatalogue();
    for (const [key, terms] of Object.entries(CAMPAIGN_NOTICES)) {
      const a = announcements.find((x) => x.key === key);
      expect(a, key).toBeDefined();
      if (terms.reward.type !== 'deposit_percent') throw new Error('the welcome bonus matches a deposit');
      const grouped = (n: string, sep: string) => Number(n).toLocaleString('en-US').replaceAll(',', sep);
      for (const [text, sep] of [
        [`${a!.titleEn} ${a!.contentEn}`, ','],
        [`${a!.titleVi} ${a!.contentVi}`, '.'],
      ] as const) {
        expect(text).toContain(`${terms.reward.percent}%`);
        expect(text).toContain(`${grouped(terms.reward.cap, sep)} ₫`);
        expect(text).toContain(`${grouped(terms.reward.minDeposit, sep)} ₫`);
        expect(text).toContain(`${terms.wageringMultiple}`);
        expect(text).toContain(`${terms.expiresInDays}`);
      }
    }
  });

  it('keep banner titles short enough for two lines of the generated picture', () => {
    const long = buildCatalogue()
      .banners.flatMap((b) => [b.titleEn, b.titleVi])
      .filter((t) => t.length > 44);
    expect(long).toEqual([]);
  });
});
