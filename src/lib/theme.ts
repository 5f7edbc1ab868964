import { signal } from '@preact/signals-react';
import { parseTheme, read, write, type Theme } from './storage';

/**
 * index.html applies the stored (or system) theme before the first paint; this module keeps the
 * signal in step with it and persists the visitor's explicit choice under `theme`.
 */

function initialTheme(): Theme {
  const fromDom = parseTheme(document.documentElement.dataset.theme);
  if (fromDom) return fromDom;
  const stored = read('local', 'theme');
  if (stored) return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export const theme = signal<Theme>(initialTheme());

function apply(next: Theme): void {
  document.documentElement.dataset.theme = next;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', next === 'dark' ? '#0e1118' : '#f5f2ea');
}

apply(theme.value);

export function toggleTheme(): void {
  const next: Theme = theme.value === 'dark' ? 'light' : 'dark';
  theme.value = next;
  apply(next);
  write('local', 'theme', next);
}
