import type { Plugin } from 'vite';

/** The name of the meta element the shell's boot script reads the entry's address from (decision 075). */
export const entryMetaName = 'app-entry';

/**
 * The entry script named in a `<meta>` instead of a `<script type="module">` (decision 075): the
 * shell's inline boot script (index.html) imports it once the server's still pictures
 * (#boot-shell) have painted, at once on a page without them. On a first visit over a slow line
 * the largest paint then shares the line with nothing: before, the picture and the 85 KB entry
 * were fetched side by side and the paint came after both. Runs after Vite has put its tags into
 * the HTML. Only the build: the dev server keeps its own module script.
 */
export function deferredEntry(): Plugin {
  return {
    name: 'deferred-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entries = [
          ...html.matchAll(/<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/g),
        ];
        // Exactly one entry or nothing changes: the boot script starts one module.
        if (entries.length !== 1) return html;
        const [tag, src] = entries[0]!;
        return html.replace(tag, `<meta name="${entryMetaName}" content="${src}">`);
      },
    },
  };
}
