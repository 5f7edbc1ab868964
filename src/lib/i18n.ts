import { i18n, type Messages } from '@lingui/core';
import { signal } from '@preact/signals-react';
import type { Language } from '../../contract/common';
import * as entryCatalog from 'virtual:lingui-entry-catalog';
import { configureApi } from './api';
import { read, write } from './storage';

/**
 * Vietnamese is the lobby's default language. The build splits the catalogs per chunk (decision
 * 041, `scripts/vite-chunk-catalogs.ts`): the entry holds the Vietnamese messages of the first
 * screens only, each lazy chunk brings its own and loads its English ones when English is active.
 * The choice is stored under `lang` and `hisLang` (spec section 3), and every API call carries it.
 */

type Loaders = Partial<Record<Language, () => Promise<{ messages: Messages }>>>;

/** The catalog parts of the chunks loaded so far (the entry's first) and the languages each holds. */
interface Part {
  inline: Messages;
  load: Loaders;
  loaded: Map<Language, Promise<void>>;
}

const inlineLanguage: Language = 'vi';
const parts: Part[] = [];
/** The language active or being switched to: a chunk arriving during a switch loads both. */
let wanted: Language = 'vi';

function put(lang: Language, messages: Messages) {
  // The active catalog grows in place: `load` would emit a change and re-render the whole app,
  // for messages that no mounted component uses yet (their chunk has not run).
  if (lang === i18n.locale) Object.assign(i18n.messages, messages);
  else i18n.load(lang, messages);
}

function ensure(part: Part, lang: Language): Promise<void> {
  let done = part.loaded.get(lang);
  if (!done) {
    const loader = part.load[lang];
    done =
      lang === inlineLanguage || !loader
        ? Promise.resolve(put(lang, part.inline))
        : loader().then(({ messages }) => put(lang, messages));
    // A failed load (offline, not cached) may be tried again on the next switch.
    done.catch(() => part.loaded.delete(lang));
    part.loaded.set(lang, done);
  }
  return done;
}

function addPart(inline: Messages, load: Loaders): Promise<unknown> {
  const part: Part = { inline, load, loaded: new Map() };
  parts.push(part);
  const langs = new Set<Language>([inlineLanguage, wanted]);
  if (i18n.locale) langs.add(i18n.locale as Language);
  return Promise.all([...langs].map((l) => ensure(part, l)));
}

// Lazy chunks call this before their own code runs (the prologue the build adds to them).
(globalThis as { __linguiChunk?: typeof addPart }).__linguiChunk = addPart;

void addPart(
  entryCatalog.inline,
  Object.fromEntries(
    (['vi', 'en'] as const).filter((l) => l !== inlineLanguage).map((l) => [l, () => entryCatalog.load(l)]),
  ),
);

export const language = signal<Language>('vi');

function storedLanguage(): Language {
  return read('local', 'lang') ?? read('local', 'hisLang') ?? 'vi';
}

async function activate(lang: Language): Promise<void> {
  wanted = lang;
  // Every part loaded so far, in the new language; a part added meanwhile loads `wanted` itself.
  await Promise.all(parts.map((p) => ensure(p, lang)));
  i18n.activate(lang);
  // Before the signal: setting it runs the effects that reload the lobby's answers (hot games,
  // notices, banners) at once, and their calls must already carry the new language.
  configureApi({ language: lang });
  language.value = lang;
  document.documentElement.lang = lang;
  // The server reads it to draw the first banner of the page it sends in this language.
  document.cookie = `lang=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/** Called once before the first render, so a returning English visitor never sees Vietnamese flash. */
export async function initI18n(): Promise<void> {
  try {
    await activate(storedLanguage());
  } catch {
    // The English catalog failed to load (offline on first visit): fall back to the built-in one.
    await activate('vi');
  }
}

export async function setLanguage(lang: Language): Promise<void> {
  if (lang === language.value) return;
  try {
    await activate(lang);
  } catch (e) {
    wanted = language.value;
    throw e;
  }
  write('local', 'lang', lang);
  write('local', 'hisLang', lang);
}

export { i18n };
