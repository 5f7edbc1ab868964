import { describe, expect, it } from 'vitest';
import { parseHex, readableTextOn, safeColor } from './color';

describe('vendor colours', () => {
  it('parses short and long hex', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('1a2B3c')).toEqual([26, 43, 60]);
    expect(parseHex('red')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
  });

  it('picks the more readable text colour', () => {
    expect(readableTextOn('#ffd700')).toBe('#000000');
    expect(readableTextOn('#0b1f66')).toBe('#ffffff');
    expect(readableTextOn('#e53935')).toBe('#000000');
    expect(readableTextOn('nonsense')).toBe('#ffffff');
  });

  it('never passes arbitrary strings into CSS', () => {
    expect(safeColor('#00ff00')).toBe('rgb(0 255 0)');
    expect(safeColor('red; background: url(x)')).toBe('#5b6478');
  });
});
