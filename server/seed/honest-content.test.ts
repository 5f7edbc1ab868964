import { describe, expect, it } from 'vitest';
import { NIGHTLY_DROP } from '../../contract/red-envelopes/constants';
import { envelopeTerms } from '../features/red-envelopes';
import { DEPOSITOR_OR_VIP, welcomeTerms } from '../engine/rewards';
import { buildCatalogue } from './catalogue';

/**
 * Seeded content never advertises what the product does not do (docs/product.md section 1: VIP,
 * prize wheel and more are not built yet; the rebate is built, decision 045, but no
 * seeded notice states its rates, so the word stays out of notices and banners too). The words below are the
 * ones such a promise cannot do without, in both languages. The one exception is the notice of a
 * live seeded campaign (the welcome bonus, decision 032), which must state that campaign's own
 * numbers. Red envelopes are built (decision 058): their one notice may say "red envelope" / "lì xì"
 * (and only that word of the list) and must state the nightly drop's numbers.
 */
const ENVELOPE_NOTICE = 'pr-red-envelope';
const ENVELOPE_WORD = /red envelope|lì xì/i;
/** The envelope notice names VIP 1 as who may grab (decision 089), checked against its terms below. */
const VIP_WORD = /\bVIP\b/;
const CAMPAIGN_NOTICES: Record<string, typeof welcomeTerms> = { 'pr-welcome-bonus': welcomeTerms };
const PROMISES: readonly RegExp[] = [
  /bonus|thưởng/i,
  /rebate|hoàn trả|cashback/i,
  /refund|hoàn (cược|lại|\d)/i,
  ENVELOPE_WORD,
  /reward|phần thưởng/i,
  /\bgift\b|quà/i,
  /free spin|lượt quay|prize wheel|vòng quay/i,
  VIP_WORD,
  /doubled|nhân đôi/i,
  /insurance|bảo hiểm/i,
  /mission|nhiệm vụ/i,
  /tournament|giải đấu/i,
  /claim|(^|\s)nhận (ngay|đến|quà|thưởng|lì xì)/i,
  /\d+(,\d+)?\s*%/,
];

/** The rules a text must pass: all of them, but the red-envelope notice may name red envelopes and VIP 1. */
const rulesFor = (where: string) =>
  where === ENVELOPE_NOTICE ? PROMISES.filter((p) => p !== ENVELOPE_WORD && p !== VIP_WORD) : PROMISES;

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
      rulesFor(where)
        .filter((p) => p.test(text))
        .map((p) => `${where}: ${String(p)} in "${text}"`),
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

  it('the red-envelope notice states the nightly drop and its terms, in both languages', () => {
    const a = buildCatalogue().announcements.find((x) => x.key === ENVELOPE_NOTICE);
    expect(a).toBeDefined();
    const grouped = (n: bigint, sep: string) => n.toLocaleString('en-US').replaceAll(',', sep);
    const start = `${NIGHTLY_DROP.hour}:${String(NIGHTLY_DROP.minute).padStart(2, '0')}`;
    const end = `${NIGHTLY_DROP.hour}:${String(NIGHTLY_DROP.minute + NIGHTLY_DROP.minutes).padStart(2, '0')}`;
    for (const [text, sep, once, who] of [
      [`${a!.titleEn} ${a!.contentEn}`, ',', 'once', ['deposit', 'VIP 1', 'per device', 'per network']],
      [`${a!.titleVi} ${a!.contentVi}`, '.', '1 lần', ['nạp tiền', 'VIP 1', 'mỗi thiết bị', 'mỗi mạng']],
    ] as const) {
      // Who may grab (decision 089): the campaign's rule and the one-per-device-and-network limit.
      expect(envelopeTerms.rules).toEqual(DEPOSITOR_OR_VIP);
      for (const words of who) expect(text).toContain(words);
      expect(text).toContain(start);
      expect(text).toContain(end);
      expect(text).toContain('GMT+7');
      expect(text).toContain(`${grouped(NIGHTLY_DROP.total, sep)} ₫`);
      expect(text).toContain(`${NIGHTLY_DROP.shares} `);
      expect(text).toContain(`${grouped(NIGHTLY_DROP.minShare, sep)} ₫`);
      expect(envelopeTerms.wageringMultiple).toBe(1);
      expect(text).toContain(once);
      expect(text).toContain(`${envelopeTerms.expiresInDays}`);
    }
  });

  it('keep banner titles short enough for two lines of the generated picture', () => {
    const long = buildCatalogue()
      .banners.flatMap((b) => [b.titleEn, b.titleVi])
      .filter((t) => t.length > 44);
    expect(long).toEqual([]);
  });
});
