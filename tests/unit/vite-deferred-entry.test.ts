import type { IndexHtmlTransformContext, IndexHtmlTransformHook } from 'vite';
import { describe, expect, it } from 'vitest';
import { deferredEntry } from '../../scripts/vite-deferred-entry';

const transform = deferredEntry().transformIndexHtml as { handler: IndexHtmlTransformHook };
const ctx = { path: '/index.html', filename: 'index.html' } as unknown as IndexHtmlTransformContext;
const run = (html: string): unknown => transform.handler.call({} as never, html, ctx);

describe('the entry named for the boot script', () => {
  it('replaces the module script with a meta element the boot script imports (nothing fetches it early)', () => {
    expect(run('<head><script type="module" crossorigin src="/assets/index-A.js"></script></head>')).toBe(
      '<head><meta name="app-entry" content="/assets/index-A.js"></head>',
    );
  });

  it('leaves a page with two entries alone: the boot script starts one', () => {
    const html =
      '<script type="module" crossorigin src="/assets/a.js"></script><script type="module" crossorigin src="/assets/b.js"></script>';
    expect(run(html)).toBe(html);
  });
});
