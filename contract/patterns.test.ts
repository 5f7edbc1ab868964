import { describe, expect, it } from 'vitest';
import { CreateDownlineRequest } from './agent/schemas';
import { ACCOUNT_NAME, checkField, codePointLength, matchesPattern, NICKNAME, PERSON_NAME } from './patterns';
import { AddBankCardRequest } from './payments/schemas';
import { patternIds, type FieldRule, type PatternId } from './system/schemas';

const cases: Record<PatternId, { ok: string[]; bad: string[] }> = {
  '*': { ok: ['anything at all', '✓', ' '], bad: [] },
  LENGTH: { ok: ['abc', 'Nguyễn', '12 34'], bad: [] },
  LETTER_FIRST_ALNUM: {
    ok: ['a', 'demo01', 'Player2024', 'abc'],
    bad: ['1abc', '_abc', 'ab c', 'abc!', 'ábc', ''],
  },
  CHINESE_DIGITS: { ok: ['张三', '北京2024', '123', '中'], bad: ['张 三', 'abc', '张三!', '张三，'] },
  EMAIL: {
    ok: ['demo@example.test', 'a.b+c@sub.example.com', 'x_y-z@mail.co', "o'neil@example.org"],
    bad: [
      'plain',
      '@example.com',
      'a@',
      'a@b',
      'a@b.c',
      'a b@example.com',
      '.a@example.com',
      'a..b@example.com',
      'a.@example.com',
      'a@-example.com',
      'a@example..com',
      'a@@example.com',
    ],
  },
  ALNUM: { ok: ['abc', '123', 'abc123', 'ABC'], bad: ['ab c', 'ab-c', 'ábc', '１２３'] },
  ALNUM_MIXED: { ok: ['abc123', '1a', 'A1B2'], bad: ['abcdef', '123456', 'abc 123', 'abc_123'] },
  DIGITS: { ok: ['0', '0912345678', '123'], bad: ['12a', '12 3', '+84', '١٢٣', '１２３', '-1'] },
  ALNUM_UPPER: { ok: ['Abc123', 'ABC', 'aB1'], bad: ['abc123', 'abc', 'Ab c1', 'Ab_1'] },
  LETTERS_SPACES: { ok: ['John Smith', 'abc', 'A  B'], bad: ['John3', 'Nguyễn Văn', '   ', 'John-Smith'] },
  NO_SPACES: {
    ok: ['abc', 'a-b_c!', 'Nguyễn', '张三'],
    bad: ['a b', ' abc', 'abc\t', 'a\u00A0b', 'a\u3000b'],
  },
  CHINESE_PUNCT: {
    ok: ['你好，世界。', '张三', '“中文”…', '《书名》'],
    bad: ['hello', '你好!', '你好 世界', '，。', '你好1'],
  },
  DATE_YMD: {
    ok: ['2024-02-29', '2000-02-29', '1999-12-31', '2023-01-01'],
    bad: [
      '2024-02-30',
      '2023-02-29',
      '1900-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-04-31',
      '2024-1-01',
      '01-02-2024',
      '2024/01/02',
    ],
  },
  DATE_MDY: {
    ok: ['02-29-2024', '12-31-1999', '01-01-2023'],
    bad: ['02-30-2024', '13-01-2024', '2024-01-02', '1-02-2024', '04-31-2024', '02-29-2023'],
  },
  LETTERS_SINGLE_SPACES: {
    ok: ['John Smith', 'Nguyễn Văn An', 'abc', 'Trần Thị Bích'],
    bad: ['John  Smith', ' John', 'John ', 'John3', 'John-Smith', ''],
  },
  KOREAN: { ok: ['홍길동', '김철수', '한'], bad: ['홍 길동', 'Hong', '홍길동1', 'ひらがな'] },
  THAI: { ok: ['สมชาย', 'ภาษาไทย', 'กิ่งแก้ว'], bad: ['สมชาย ใจดี', 'Somchai', 'สมชาย1'] },
  THAI_EN_SPACES: {
    ok: ['สมชาย ใจดี', 'Somchai Jaidee', 'สมชาย Jaidee'],
    bad: ['สมชาย1', 'Somchai!', '   ', '홍길동'],
  },
  UPPER_SPACES: {
    ok: ['JOHN SMITH', 'NGUYỄN VĂN AN', 'A'],
    bad: ['John Smith', 'JOHN1', '   ', 'JOHN-SMITH'],
  },
  ALNUM_SYMBOLS: { ok: ['abc123!@#', 'P@ss_w0rd', 'abc', '!!!'], bad: ['abc 123', 'pässword', 'abc\n'] },
  STRONG_PASSWORD: {
    ok: ['Passw0rd!', 'Aa1#aaaa', 'Z9z_'],
    bad: ['password', 'Password1', 'password1!', 'PASSWORD1!', 'Password!', 'Pass word1!', 'Pässw0rd!'],
  },
  FULL_NAME: {
    ok: [
      'Nguyễn Văn An',
      'John Smith',
      'Trần Thị Bích Ngọc',
      'Lê Đức',
      "Mary O'Brien",
      'Jean-Luc Picard',
      'Phạm Hữu Dũng',
    ],
    bad: ['Nguyễn', 'John  Smith', ' John Smith', 'John Smith ', 'John3 Smith', 'John_Smith', 'John -Smith'],
  },
  JAPANESE: {
    ok: ['ひらがな', 'カタカナ', '漢字', '山田太郎', 'やまだたろう', 'ラーメン', '佐々木'],
    bad: ['ﾊﾝｶｸ', 'yamada', '山田 太郎', '山田1', '홍길동'],
  },
  UPPER_NO_SPACES: { ok: ['ABC', 'NGUYỄN', 'Z'], bad: ['ABC DEF', 'Abc', 'ABC1', ''] },
};

describe('matchesPattern', () => {
  it('has examples for every pattern id', () => {
    expect(Object.keys(cases).sort()).toEqual([...patternIds].sort());
  });

  for (const id of patternIds) {
    const { ok, bad } = cases[id];
    it(`${id} accepts its examples`, () => {
      for (const value of ok)
        expect(matchesPattern(id, value), `${id} should accept ${JSON.stringify(value)}`).toBe(true);
    });
    if (bad.length > 0) {
      it(`${id} refuses its counter-examples`, () => {
        for (const value of bad)
          expect(matchesPattern(id, value), `${id} should refuse ${JSON.stringify(value)}`).toBe(false);
      });
    }
  }

  it('accepts decomposed Vietnamese (combining marks) in a full name', () => {
    expect(matchesPattern('FULL_NAME', 'Nguye\u0303n Va\u0306n An')).toBe(true);
  });
});

describe('checkField', () => {
  const rule = (over: Partial<FieldRule> = {}): FieldRule => ({
    enabled: true,
    required: true,
    min: 4,
    max: 8,
    pattern: 'ALNUM',
    ...over,
  });

  it('passes a valid value', () => {
    expect(checkField(rule(), 'abc123')).toBeNull();
  });

  it('reports a missing required value, also when only spaces', () => {
    expect(checkField(rule(), undefined)).toEqual({ kind: 'required', pattern: 'ALNUM', min: 4, max: 8 });
    expect(checkField(rule(), '')).toMatchObject({ kind: 'required' });
    expect(checkField(rule(), '   ')).toMatchObject({ kind: 'required' });
  });

  it('lets an empty optional field pass but checks a filled one', () => {
    expect(checkField(rule({ required: false }), undefined)).toBeNull();
    expect(checkField(rule({ required: false }), '')).toBeNull();
    expect(checkField(rule({ required: false }), 'ab')).toMatchObject({ kind: 'length' });
  });

  it('ignores a disabled field', () => {
    expect(checkField(rule({ enabled: false }), undefined)).toBeNull();
    expect(checkField(rule({ enabled: false }), '!!')).toBeNull();
  });

  it('checks length bounds inclusively before the pattern', () => {
    expect(checkField(rule(), 'abcd')).toBeNull();
    expect(checkField(rule(), 'abcdefgh')).toBeNull();
    expect(checkField(rule(), 'abc')).toEqual({ kind: 'length', pattern: 'ALNUM', min: 4, max: 8 });
    expect(checkField(rule(), 'abcdefghi')).toMatchObject({ kind: 'length' });
    expect(checkField(rule(), 'a!')).toMatchObject({ kind: 'length' });
    expect(checkField(rule(), 'ab!cd')).toEqual({ kind: 'pattern', pattern: 'ALNUM', min: 4, max: 8 });
  });

  it('counts code points, not UTF-16 units', () => {
    expect(codePointLength('𠀀𠀁')).toBe(2);
    expect(codePointLength('Nguyễn')).toBe(6);
    const kanji = rule({ pattern: '*', min: 2, max: 2 });
    expect(checkField(kanji, '𠀀𠀁')).toBeNull();
    expect(checkField(kanji, '😀😀😀')).toMatchObject({ kind: 'length' });
  });

  it("applies length to '*' as well", () => {
    expect(checkField(rule({ pattern: '*' }), 'a b !')).toBeNull();
    expect(checkField(rule({ pattern: '*' }), 'a b ! c d')).toMatchObject({ kind: 'length', pattern: '*' });
  });
});

describe('stored names', () => {
  it('accept names in any script with their marks, and refuse markup and control characters', () => {
    for (const ok of [
      'Nguyễn Văn An',
      'Nguye\u0302\u0303n',
      "O'Brien",
      'Jean-Luc',
      'J. R. R. Tolkien',
      '王小明',
    ])
      expect(PERSON_NAME.test(ok), ok).toBe(true);
    for (const bad of ['<b>A</b>', 'A"B', '', ' A', 'A\u0000', 'A;B', '1Name'])
      expect(PERSON_NAME.test(bad), bad).toBe(false);
    expect(NICKNAME.test('Player_1 Pro')).toBe(true);
    expect(NICKNAME.test('<svg/onload=1>')).toBe(false);
    expect(ACCOUNT_NAME.test('player01')).toBe(true);
    expect(ACCOUNT_NAME.test('0912345678')).toBe(true);
    expect(ACCOUNT_NAME.test('<b>x')).toBe(false);
  });

  it('guard the downline nickname and the bank card payee name', () => {
    const downline = { username: 'newdown01', password: 'Strong#Pass1', kind: 'member' };
    expect(CreateDownlineRequest.safeParse({ ...downline, nickname: '<img src=x>' }).success).toBe(false);
    expect(CreateDownlineRequest.safeParse({ ...downline, nickname: 'Anh Ba 2' }).success).toBe(true);
    expect(CreateDownlineRequest.safeParse({ ...downline, nickname: '' }).success).toBe(true);
    const card = { bankName: 'Vietcombank', accountNumber: '0123456789' };
    expect(AddBankCardRequest.safeParse({ ...card, payeeName: '<b>A</b>' }).success).toBe(false);
    expect(AddBankCardRequest.safeParse({ ...card, payeeName: 'Nguyễn Văn An' }).success).toBe(true);
  });
});
