import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * WCAG AA for the theme's text colours (once, the agent's "account created" line was pale
 * green on white, 2:1). Reads the tokens straight from styles.css, so a colour changed there is
 * checked here: every text and status colour against every surface it is drawn on, in both themes.
 */

const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

type Rgba = [number, number, number, number];

/** The custom properties of the first rule whose selector list contains `selector`. */
function tokensOf(selector: string): Record<string, string> {
  for (const m of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selectors = m[1]!.split(',').map((s) => s.trim());
    if (!selectors.includes(selector)) continue;
    const out: Record<string, string> = {};
    for (const d of m[2]!.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) out[d[1]!] = d[2]!.trim();
    return out;
  }
  throw new Error(`no rule for ${selector}`);
}

function parse(value: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value);
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[/,]\s*([\d.]+))?\s*\)$/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
  throw new Error(`not a colour: ${value}`);
}

/** A translucent colour drawn over an opaque one. */
function over(top: Rgba, base: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + base[i]! * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** Text colours and the surfaces each is drawn on (soft tints are drawn over a surface). */
const TEXT = ['--text', '--text-muted', '--accent-text', '--danger', '--success'];
const PLAIN = ['--bg', '--bg-elev', '--surface', '--surface-2'];
const TINTED: [text: string, tint: string][] = [
  ['--accent-text', '--accent-soft'],
  ['--text', '--accent-soft'],
  ['--danger', '--danger-soft'],
  ['--success', '--success-soft'],
];

const themes = {
  dark: tokensOf(":root[data-theme='dark']"),
  light: tokensOf(":root[data-theme='light']"),
};

describe.each(Object.entries(themes))('%s theme: text contrast at least 4.5:1 (WCAG AA)', (_, tokens) => {
  const colour = (name: string) => {
    const v = tokens[name];
    if (!v) throw new Error(`${name} is not defined in this theme`);
    return parse(v);
  };

  it.each(TEXT.flatMap((text) => PLAIN.map((bg) => [text, bg] as const)))('%s on %s', (text, bg) => {
    expect(contrast(colour(text), colour(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(TINTED.flatMap(([text, tint]) => ['--surface', '--bg'].map((base) => [text, tint, base] as const)))(
    '%s on %s over %s',
    (text, tint, base) => {
      expect(contrast(colour(text), over(colour(tint), colour(base)))).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('--on-accent on --accent', () => {
    expect(contrast(colour('--on-accent'), colour('--accent'))).toBeGreaterThanOrEqual(4.5);
  });
});

/**
 * Status colours anywhere in the app (a rule for a class such as .agent-ok, .tone-up, .is-failed,
 * [data-tone]) take a theme token checked above, or set an opaque literal background of their own
 * that the literal colour is checked against: a literal colour alone was drawn unchecked on both
 * themes' surfaces.
 */
const STATUS =
  /(?:^|[-_.])(pos|neg|ok|bad|up|down|success|fail|failed|settled|fast|slow|won|lost|error|warn|wait|badge)\b|\[data-tone/;
const CHECKED = new Set([...TEXT, '--on-accent']);

function stylesheets(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return stylesheets(file);
    return file.endsWith('.css') ? [file] : [];
  });
}

function statusRules() {
  const src = fileURLToPath(new URL('..', import.meta.url));
  return stylesheets(src).flatMap((file) => {
    const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    return [...text.matchAll(/([^{}]+)\{([^{}]*)\}/g)].flatMap((m) => {
      const selector = m[1]!.trim().replace(/\s+/g, ' ');
      const color = /(?:^|[;\s])color\s*:\s*([^;]+);/.exec(m[2]!)?.[1]?.trim();
      const background = /(?:^|[;\s])background(?:-color)?\s*:\s*([^;]+);/.exec(m[2]!)?.[1]?.trim();
      const classes = selector.match(/\.[\w-]+|\[data-tone[^\]]*\]/g) ?? [];
      if (!color || !classes.some((c) => STATUS.test(c))) return [];
      return [{ where: `${path.relative(src, file)}: ${selector}`, color, background }];
    });
  });
}

describe('status colours in every stylesheet', () => {
  const rules = statusRules();

  it('finds the status rules', () => {
    expect(rules.some((r) => r.where.includes('.agent-ok'))).toBe(true);
  });

  it.each(rules.map((r) => [r.where, r] as const))('%s', (_, rule) => {
    const token = /^var\((--[\w-]+)\)$/.exec(rule.color)?.[1];
    if (token) {
      expect(CHECKED.has(token), `${token} is not a checked text colour`).toBe(true);
      return;
    }
    if (rule.color === 'inherit' || rule.color === 'currentColor') return;
    expect(rule.background, 'a literal status colour needs its own background').toBeTruthy();
    const bg = parse(rule.background!);
    expect(bg[3], 'its background must be opaque').toBe(1);
    expect(contrast(parse(rule.color), bg)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('contrast', () => {
  it('measures the reported defect: #4cd07d on white is about 2:1', () => {
    const r = contrast(parse('#4cd07d'), parse('#ffffff'));
    expect(r).toBeGreaterThan(1.8);
    expect(r).toBeLessThan(2.2);
    expect(contrast(parse('#000'), parse('#fff'))).toBeCloseTo(21, 5);
  });
});
