import { describe, expect, it } from 'vitest';
import { renderShell } from './render-shell';

const html =
  '<html><head><title>x</title></head><body><div id="page-loader" role="progressbar"></div><div id="root"></div></body></html>';

describe('renderShell', () => {
  it('leaves the page alone without hints', () => {
    expect(renderShell(html, { images: [] })).toBe(html);
  });

  it('preloads the first pictures in the head, the first at high priority, at most six', () => {
    const images = Array.from({ length: 8 }, (_, i) => `/img/games/${i}.png`);
    const out = renderShell(html, { images });
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head.match(/rel="preload" as="image"/g)).toHaveLength(6);
    expect(head).toContain('<link rel="preload" as="image" href="/img/games/0.png" fetchpriority="high">');
    expect(head).toContain('<link rel="preload" as="image" href="/img/games/1.png">');
    expect(out).toContain('<div id="root"></div>');
    expect(out).not.toContain('page-loader" hidden');
  });

  it("names a route's own scripts in the head for the boot script to preload, and only our own", () => {
    const out = renderShell(html, {
      images: [],
      modules: ['/assets/TypedLobby-B.js', '//evil.example/x.js'],
    });
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).toContain('<meta name="app-module" content="/assets/TypedLobby-B.js">');
    // Fetched only once the still pictures have painted (decision 075), not by the page itself.
    expect(out).not.toContain('modulepreload');
    expect(out).not.toContain('evil');
    expect(out).not.toContain('page-loader" hidden');
  });

  it('never puts a foreign or odd address into the page', () => {
    const out = renderShell(html, {
      images: ['//evil.example/x.png', 'https://evil.example/y.png', '/ok.png" onload="x', 'javascript:1'],
      banner: { url: '//evil.example/b.png', title: 't' },
    });
    expect(out).toBe(html);
  });

  it('draws the home banner in the shell, escaped, and hides the spinner over it', () => {
    const out = renderShell(html, {
      images: ['/img/banners/w_home-1.svg?language=vi'],
      banner: { url: '/img/banners/w_home-1.svg?language=vi', title: 'Thưởng "100%" <b>&</b>' },
    });
    expect(out).toContain('<div id="page-loader" hidden role="progressbar">');
    const body = out.slice(out.indexOf('<body>'));
    // Before #root, not in it: React clears #root on its first render.
    // It names the page it was drawn for: the app removes it at once anywhere else.
    expect(body).toMatch(
      /<div id="boot-shell" data-route="\/" aria-hidden="true">.*<\/div><div id="root"><\/div>/,
    );
    expect(body).toContain(
      '<img src="/img/banners/w_home-1.svg?language=vi" alt="Thưởng &#34;100%&#34; &#60;b&#62;&#38;&#60;/b&#62;" width="1200" height="400" fetchpriority="high">',
    );
  });

  it("draws a grid lobby's first row of tiles in the app's own layout classes, escaped, at most two", () => {
    const out = renderShell(html, {
      route: '/rng',
      images: ['/img/games/1.png'],
      tiles: ['/img/games/1.png', '/img/games/2.png?a=1&b=2', '/img/games/3.png'],
    });
    expect(out).toContain('<div id="page-loader" hidden role="progressbar">');
    const body = out.slice(out.indexOf('<body>'));
    expect(body).toMatch(
      /<div id="boot-shell" class="boot-grid" data-route="\/rng" aria-hidden="true"><div class="main"><div class="page"><div class="typed-lobby"><span><\/span><div class="typed-content"><ul class="game-grid">.*<\/ul><\/div><\/div><\/div><\/div><\/div><div id="root"><\/div>/,
    );
    expect(body.match(/<li>/g)).toHaveLength(2);
    expect(body).toContain(
      '<img class="tile-img" src="/img/games/1.png" alt="" width="160" height="160" fetchpriority="high">',
    );
    expect(body).toContain(
      '<img class="tile-img" src="/img/games/2.png?a=1&#38;b=2" alt="" width="160" height="160" fetchpriority="low">',
    );
    expect(body).not.toContain('/img/games/3.png');
  });

  it('draws no tiles from a foreign address', () => {
    const out = renderShell(html, {
      images: [],
      tiles: ['//evil.example/1.png', 'https://evil.example/2.png', '/ok.png" onload="x'],
    });
    expect(out).toBe(html);
  });

  it('puts first answers into a data block no text can break out of', () => {
    const page = { games: [{ name: '</script><script>alert(1)</script>' }], total: 1, totalPages: 1 };
    const out = renderShell(html, {
      images: [],
      data: { firstPage: { gameType: 'RNG', vassalage: null, language: 'vi', page } },
    });
    const block = /<script type="application\/json" id="boot-data">(.*?)<\/script><div id="root">/.exec(out);
    expect(block).not.toBeNull();
    expect(block![1]).not.toContain('<');
    expect(JSON.parse(block![1]!)).toEqual({
      firstPage: { gameType: 'RNG', vassalage: null, language: 'vi', page },
    });
  });
});
