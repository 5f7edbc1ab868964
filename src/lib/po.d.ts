// Catalogs are compiled by @lingui/vite-plugin when imported.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

// The entry chunk's own messages (scripts/vite-chunk-catalogs.ts): the inline language's, and a
// loader for each other language.
declare module 'virtual:lingui-entry-catalog' {
  import type { Messages } from '@lingui/core';
  export const inline: Messages;
  export function load(locale: string): Promise<{ messages: Messages }>;
}
