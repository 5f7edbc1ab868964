import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { inlineEntryCss } from '../../scripts/vite-inline-entry-css';

const transform = inlineEntryCss().transformIndexHtml as { handler: IndexHtmlTransformHook };
const html =
  '<head><script type="module" crossorigin src="/assets/index-A.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-B.css"></head>';

function run(css: string): unknown {
  const bundle = { 'assets/index-B.css': { type: 'asset', source: css } };
  const ctx = { bundle, path: '/index.html', filename: 'index.html' } as unknown as IndexHtmlTransformContext;
  return transform.handler.call({} as never, html, ctx);
}

describe('the entry stylesheet inside the shell', () => {
  it('replaces the link with the sheet itself', () => {
    expect(run('.a{color:red}')).toBe(
      '<head><script type="module" crossorigin src="/assets/index-A.js"></script><style>.a{color:red}</style></head>',
    );
  });

  it('keeps the link when the sheet would end its style element early', () => {
    expect(run('.a::after{content:"</style>"}')).toBe(html);
  });
});
