import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** msgid → msgstr of a .po catalog (single-line and continued strings; the header skipped). */
function readCatalog(locale: string, dir = ''): Map<string, string> {
  const text = fs.readFileSync(path.resolve(__dirname, `../../locales/${dir}${locale}.po`), 'utf8');
  const entries = new Map<string, string>();
  for (const block of text.split(/\n\s*\n/)) {
    const id = field(block, 'msgid');
    if (id === undefined || id === '') continue;
    entries.set(id, field(block, 'msgstr') ?? '');
  }
  return entries;
}

function field(block: string, name: string): string | undefined {
  const match = new RegExp(`^${name} ((?:"(?:[^"\\\\]|\\\\.)*"\\s*)+)`, 'm').exec(block);
  if (!match) return undefined;
  return [...match[1]!.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]).join('');
}

// The app's catalog, and the catalogs of lazy screens that load their own texts (decision 036).
describe.each(['', 'rewards/'])('translation catalogs locales/%s', (dir) => {
  const vi = readCatalog('vi', dir);
  const en = readCatalog('en', dir);

  it('hold the same messages in both languages', () => {
    expect(vi.size).toBeGreaterThan(50);
    expect([...vi.keys()].filter((id) => !en.has(id))).toEqual([]);
    expect([...en.keys()].filter((id) => !vi.has(id))).toEqual([]);
  });

  it('translate every message into Vietnamese, the default language', () => {
    expect([...vi].filter(([, str]) => str.trim() === '').map(([id]) => id)).toEqual([]);
  });

  it('keep every placeholder of the source in the translation', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{[^{}]+\}/g)].map((m) => m[0]).sort();
    const broken = [...vi].filter(([id, str]) => {
      // Plural/select messages translate their branches; their placeholders differ by design.
      if (/\{\w+, (plural|select)/.test(id)) return false;
      return placeholders(id).join() !== placeholders(str).join();
    });
    expect(broken.map(([id]) => id)).toEqual([]);
  });
});
