/**
 * What the server adds to the app shell (index.html) for a first visit, before any script runs:
 * preload hints for the route's largest picture and a still copy of it where the app will draw
 * it (the home lobby's first banner, a grid lobby's first row of tiles). The lobby's largest
 * paint is a picture the app learns about only from an API answer after its script has loaded:
 * on a slow phone line that is a second and more of blank page. With the hints the browser
 * fetches the picture with the script, and paints it straight from the HTML.
 */
export type ShellHints = {
  /**
   * The route the still pictures were drawn for ("/" for every spelling of the home page): the app
   * removes them at once on any other page (src/lib/boot-shell.ts).
   */
  route?: string;
  /** Pictures the route shows first, fetched at high priority alongside the script. */
  images: string[];
  /** The home lobby's first banner, drawn in the static shell where the app will draw it. */
  banner?: { url: string; title: string };
  /** A grid lobby's first row of tile pictures, drawn in the static shell over the app's tiles. */
  tiles?: string[];
  /**
   * Scripts the route needs before its first render besides the entry (route-modules.ts), named in
   * `<meta name="app-module">`: the shell's boot script preloads them with the entry once the
   * still pictures have painted (index.html, decision 075).
   */
  modules?: string[];
  /** Answers the route asks for first, read by the app instead of asking (src/features/games/first-page.ts). */
  data?: { firstPage: { gameType: string; vassalage: string | null; language: string; page: unknown } };
};

export const noHints: ShellHints = { images: [] };

const escapeAttr = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Only our own absolute paths go into the page (never a scheme, never `//host`). */
const isOwnPath = (url: string) => /^\/(?!\/)[^\s"'<>\\]*$/.test(url);

/**
 * The banner over the page, where the app will draw its own (under the top bar, header
 * and navigation; the category menu now sits below the banner). It sits outside #root: React clears #root on its first render,
 * and a picture removed before its paint is reported never counts as the page's largest paint.
 * The app removes it once its own banner has loaded (src/lib/boot-shell.ts).
 */
function shellMarkup(banner: { url: string; title: string }, route: string): string {
  return (
    `<div id="boot-shell" data-route="${escapeAttr(route)}" aria-hidden="true"><div class="boot-banner banner-placeholder">` +
    `<img src="${escapeAttr(banner.url)}" alt="${escapeAttr(banner.title)}" width="1200" height="400" fetchpriority="high">` +
    '</div></div>'
  );
}

/** At most one row of tiles on a phone: the rest of the grid comes with the app. */
export const maxStillTiles = 2;

/**
 * A grid lobby's first row of tile pictures over the page, where the app will draw its tiles.
 * It repeats the app's own layout classes (page, typed lobby, game grid, tile, frame), so the
 * app's stylesheet sizes the pictures exactly like the app's; only the height of what the app
 * draws above the grid is given (typed-lobby.css, `.boot-grid`). Like the banner it sits
 * outside #root and goes once the app's own pictures are ready (src/lib/boot-shell.ts).
 */
function tilesMarkup(tiles: string[], route: string): string {
  const items = tiles
    .map(
      (url, i) =>
        '<li><div class="game-tile"><span class="tile-frame">' +
        // The first tile is the largest paint; the others do not share the line with it (decision 075).
        `<img class="tile-img" src="${escapeAttr(url)}" alt="" width="160" height="160" fetchpriority="${i === 0 ? 'high' : 'low'}">` +
        '</span></div></li>',
    )
    .join('');
  return (
    `<div id="boot-shell" class="boot-grid" data-route="${escapeAttr(route)}" aria-hidden="true"><div class="main"><div class="page">` +
    `<div class="typed-lobby"><span></span><div class="typed-content"><ul class="game-grid">${items}</ul></div></div>` +
    '</div></div></div>'
  );
}

/**
 * JSON for a data block: `<` escaped so no text in it can close the script element; the block is
 * never executed (type application/json), so the CSP does not need to allow it.
 */
function dataBlock(data: NonNullable<ShellHints['data']>): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="boot-data">${json}</script>`;
}

/** `html` with the hints put in; unchanged when there are none. */
export function renderShell(html: string, hints: ShellHints): string {
  const images = hints.images.filter(isOwnPath).slice(0, 6);
  const banner = hints.banner && isOwnPath(hints.banner.url) ? hints.banner : undefined;
  const tiles = (hints.tiles ?? []).filter(isOwnPath).slice(0, maxStillTiles);
  const route = hints.route ?? '/';
  const still = banner ? shellMarkup(banner, route) : tiles.length > 0 ? tilesMarkup(tiles, route) : '';
  const modules = (hints.modules ?? []).filter(isOwnPath);
  if (images.length === 0 && !still && !hints.data && modules.length === 0) return html;
  const links =
    images
      .map(
        (url, i) =>
          `<link rel="preload" as="image" href="${escapeAttr(url)}"${i === 0 ? ' fetchpriority="high"' : ''}>`,
      )
      .join('') + modules.map((url) => `<meta name="app-module" content="${escapeAttr(url)}">`).join('');
  let out = html.replace('</head>', `${links}</head>`);
  if (hints.data) out = out.replace('<div id="root"></div>', `${dataBlock(hints.data)}<div id="root"></div>`);
  if (still) {
    out = out
      .replace('<div id="root"></div>', `${still}<div id="root"></div>`)
      // The still picture is the loading state: the spinner over it would hide it.
      .replace('<div id="page-loader"', '<div id="page-loader" hidden');
  }
  return out;
}
