import { describe, expect, it } from 'vitest';
import { escapeLike, normaliseTerm } from './search-term';

describe('escapeLike', () => {
  it('escapes %, _ and the escape character itself', () => {
    expect(escapeLike('50%')).toBe('50\\%');
    expect(escapeLike('a_b')).toBe('a\\_b');
    expect(escapeLike('a\\b')).toBe('a\\\\b');
    expect(escapeLike('%_\\')).toBe('\\%\\_\\\\');
  });

  it('leaves ordinary text, accents included, alone', () => {
    expect(escapeLike('Hổ Vàng')).toBe('Hổ Vàng');
  });
});

describe('normaliseTerm', () => {
  it('trims and lower-cases', () => {
    expect(normaliseTerm('  Hổ VÀNG ')).toBe('hổ vàng');
  });
});
