/** Small, deterministic SVG artwork for generated vendor logos, game icons and banners. */

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The hue a seed picks (degrees). */
export const paletteSeed = (seed: number): number => Math.abs(seed * 47) % 360;

/** Two pleasant colours from a seed: hue from the seed, fixed saturation and lightness. */
export function paletteOf(seed: number): [string, string] {
  const hue = paletteSeed(seed);
  return [`hsl(${hue} 70% 42%)`, `hsl(${(hue + 40) % 360} 75% 22%)`];
}

/**
 * Two letters for a game's picture: the first letters of its first two words ("Fortune Dragon":
 * "FD"), of the name in the player's language, accents folded ("Lâu Đài": "LD") because the
 * stroke font has plain Latin letters only.
 */
export function initials(name: string): string {
  const plain = name.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
  const words = plain.split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [plain.slice(0, 2)];
  return letters.join('').toUpperCase();
}

const motifs = [
  '<circle cx="100" cy="92" r="46" fill="none" stroke="#ffd76a" stroke-width="6" opacity=".55"/>',
  '<path d="M100 40 L146 92 L100 144 L54 92 Z" fill="none" stroke="#ffd76a" stroke-width="6" opacity=".55"/>',
  '<path d="M100 42 l14 30 33 4 -24 23 6 33 -29 -16 -29 16 6 -33 -24 -23 33 -4z" fill="#ffd76a" opacity=".35"/>',
  '<rect x="58" y="50" width="84" height="84" rx="18" fill="none" stroke="#ffd76a" stroke-width="6" opacity=".55"/>',
];

export function gameIconSvg(game: { name: string; vendor: string; seed: number }): string {
  const [a, b] = paletteOf(game.seed);
  const motif = motifs[Math.abs(game.seed) % motifs.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(game.name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="200" height="200" rx="28" fill="url(#g)"/>${motif}
<text x="100" y="108" text-anchor="middle" font-family="system-ui,sans-serif" font-size="44" font-weight="800" fill="#fff">${escapeXml(initials(game.name))}</text>
<text x="100" y="178" text-anchor="middle" font-family="system-ui,sans-serif" font-size="20" font-weight="700" fill="#ffe9a8">${escapeXml(game.vendor)}</text>
</svg>`;
}

export function vendorLogoSvg(vendor: { code: string; color: string }): string {
  // Bold system-ui glyphs are about 0.62 em wide: shrink long codes (TCG_LOTTO_VN) to fit 140 px.
  const size = Math.min(34, Math.floor(140 / (vendor.code.length * 0.62)));
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 64" width="160" height="64" role="img" aria-label="${escapeXml(vendor.code)}">
<rect width="160" height="64" rx="14" fill="${escapeXml(vendor.color)}"/>
<text x="80" y="${32 + size / 3}" text-anchor="middle" font-family="system-ui,sans-serif" font-size="${size}" font-weight="800" fill="#fff">${escapeXml(vendor.code)}</text>
</svg>`;
}

export function bannerSvg(banner: { title: string; seed: number }): string {
  const [a, b] = paletteOf(banner.seed);
  // Fit the title in 660 px: bold glyphs with Vietnamese marks average about 0.66 em (measured in
  // Chromium on the fallback sans); long titles get two lines.
  const lines = splitTitle(banner.title, 26);
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.max(24, Math.min(46, Math.floor(660 / (longest * 0.66))));
  const firstY = 150 - ((lines.length - 1) * size * 1.15) / 2 + size / 3;
  const text = lines
    .map((l, i) => `<tspan x="48" y="${Math.round(firstY + i * size * 1.15)}">${escapeXml(l)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 300" width="750" height="300" role="img" aria-label="${escapeXml(banner.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${b}"/><stop offset="1" stop-color="${a}"/></linearGradient></defs>
<rect width="750" height="300" fill="url(#g)"/>
<circle cx="640" cy="150" r="170" fill="#ffd76a" opacity=".18"/><circle cx="690" cy="60" r="70" fill="#fff" opacity=".08"/>
<text font-family="system-ui,sans-serif" font-size="${size}" font-weight="800" fill="#fff">${text}</text>
</svg>`;
}

/** Split at word boundaries into at most two lines of about `width` characters. */
export function splitTitle(title: string, width: number): string[] {
  if (title.length <= width) return [title];
  const words = title.split(/\s+/);
  let first = '';
  while (words.length && (first + ' ' + words[0]).trim().length <= Math.max(width, title.length / 2)) {
    first = (first + ' ' + words.shift()).trim();
  }
  if (!first) first = words.shift() ?? '';
  return words.length ? [first, words.join(' ')] : [first];
}
