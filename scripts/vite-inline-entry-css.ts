import type { Plugin } from 'vite';

/**
 * The entry's stylesheet inside the shell instead of a `<link>` (decision 066): on a first visit
 * the link was the last render-blocking request before the first paint (160-320 ms on
 * Lighthouse's slow 4G). `style-src` already allows inline styles, so the CSP is unchanged.
 * Lazy screens keep their own CSS files. Runs after Vite has put its tags into the HTML.
 */
export function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, file: string) => {
            const asset = bundle[file];
            if (!asset || asset.type !== 'asset') return tag;
            const css = String(asset.source);
            // A style element ends at the first `</style`: such a sheet stays a file.
            return /<\/style/i.test(css) ? tag : `<style>${css}</style>`;
          },
        );
      },
    },
  };
}
