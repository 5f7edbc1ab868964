/** Picks black or white text for a vendor's brand colour so the badge stays readable (WCAG contrast). */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  const rgb = parseHex(hex);
  if (!rgb) return '#ffffff';
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white is 1.05/(L+0.05), with black (L+0.05)/0.05; choose the larger.
  return (luminance + 0.05) / 0.05 > 1.05 / (luminance + 0.05) ? '#000000' : '#ffffff';
}

/** "#rgb" or "#rrggbb" → [r, g, b]; anything else → null (the server colour is untrusted input for CSS). */
export function parseHex(hex: string): [number, number, number] | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

/** A safe CSS colour from server data, with a neutral fallback. */
export function safeColor(hex: string, fallback = '#5b6478'): string {
  const rgb = parseHex(hex);
  return rgb ? `rgb(${rgb.join(' ')})` : fallback;
}
