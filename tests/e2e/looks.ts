import type { Page } from '@playwright/test';

export type Look = { lang: 'vi' | 'en'; theme: 'light' | 'dark' };

/** Both languages by both themes, in the order the screenshot folders list them. */
export const LOOKS: readonly Look[] = [
  { lang: 'vi', theme: 'light' },
  { lang: 'vi', theme: 'dark' },
  { lang: 'en', theme: 'light' },
  { lang: 'en', theme: 'dark' },
];

/** Stores the language and theme the app reads at its next load (the caller navigates). */
export async function setLook(page: Page, look: Look): Promise<void> {
  await page.evaluate(({ lang, theme }) => {
    localStorage.setItem('lang', lang);
    localStorage.setItem('theme', theme);
  }, look);
}

/** Runs `visit` once per look, after storing it: the screenshot loops of the phone journeys. */
export async function forEachLook(page: Page, visit: (look: Look) => Promise<void>): Promise<void> {
  for (const look of LOOKS) {
    await setLook(page, look);
    await visit(look);
  }
}
