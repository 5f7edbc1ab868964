import { describe, expect, it } from 'vitest';
import { chunkFailureOf } from './chunk-error';

describe('chunkFailureOf', () => {
  it('recognises the browsers’ failed dynamic import messages and names the chunk', () => {
    expect(
      chunkFailureOf(
        new TypeError(
          'Failed to fetch dynamically imported module: http://127.0.0.1:18104/assets/MemberPage-BcD3f9x.js',
        ),
      ),
    ).toEqual({ css: false, chunk: 'MemberPage' });
    expect(
      chunkFailureOf(new TypeError('error loading dynamically imported module: /assets/Help-aaaaaaa.js')),
    ).toEqual({ css: false, chunk: 'Help' });
    expect(chunkFailureOf(new TypeError('Importing a module script failed.'))).toEqual({
      css: false,
      chunk: '?',
    });
  });

  it('recognises a stylesheet that failed to preload', () => {
    expect(chunkFailureOf(new Error('Unable to preload CSS for /assets/member-x1y2z3a4.css'))).toEqual({
      css: true,
      chunk: '',
    });
  });

  it('leaves other errors alone', () => {
    expect(chunkFailureOf(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(chunkFailureOf(null)).toBeNull();
  });
});
