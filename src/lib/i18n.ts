import { i18n } from '@lingui/core';
import { signal } from '@preact/signals-react';
import type { Language } from '../../contract/common';
import { messages as viMessages } from '../../locales/vi.po';
import { configureApi } from './api';
import { parseLanguage, readStore, writeStore } from './storage';

/**
 * Vietnamese is the lobby's default language, so its catalog ships in the main bundle; English
 * is fetched only when someone picks it. The choice is stored under `lang` and `hisLang`
 * (spec section 3), and every API call carries it.
 */

i18n.load('vi', viMessages);

export const language = signal<Language>('vi');

const loaders: Record<Language, () => Promise<void>> = {
  vi: async () => {},
  en: async () => {
    const { messages } = await import('../../locales/en.po');
    i18n.load('en', messages);
  },
};

function storedLanguage(): Language {
  return parseLanguage(readStore('local', 'lang')) ?? parseLanguage(readStore('local', 'hisLang')) ?? 'vi';
}

async function activate(lang: Language): Promise<void> {
  await loaders[lang]();
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
    // The English chunk failed to load (offline on first visit): fall back to the built-in catalog.
    await activate('vi');
  }
}

export async function setLanguage(lang: Language): Promise<void> {
  if (lang === language.value) return;
  await activate(lang);
  writeStore('local', 'lang', lang);
  writeStore('local', 'hisLang', lang);
}

export { i18n };
