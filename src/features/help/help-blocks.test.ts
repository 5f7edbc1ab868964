import { describe, expect, it } from 'vitest';
import { toBlocks } from './help-blocks';

describe('toBlocks', () => {
  it('splits paragraphs on blank lines and turns "- " runs into a list', () => {
    expect(toBlocks('First line\nsame paragraph.\n\n- one\n- two\n\nLast.')).toEqual([
      { kind: 'p', text: 'First line same paragraph.' },
      { kind: 'ul', items: ['one', 'two'] },
      { kind: 'p', text: 'Last.' },
    ]);
  });

  it('keeps markup as text (bodies are never HTML)', () => {
    expect(toBlocks('<img src=x onerror=alert(1)>')).toEqual([
      { kind: 'p', text: '<img src=x onerror=alert(1)>' },
    ]);
  });
});
