/**
 * A lazy screen that failed to download (weak network, or a deploy removed the old file) is told
 * apart from a screen that crashed: spec section 8 names its text, 'Loading chunk N failed' or
 * 'Loading CSS chunk failed'.
 */
export type ChunkFailure = { css: boolean; chunk: string };

const patterns = [
  /Failed to fetch dynamically imported module:?\s*(\S*)/i,
  /error loading dynamically imported module:?\s*(\S*)/i,
  /Importing a module script failed/i,
  /Loading chunk (\S+) failed/i,
];

function chunkName(url: string | undefined): string {
  const file = url?.split(/[?#]/)[0]?.split('/').pop() ?? '';
  // Vite names a chunk after its module, then a content hash of 7 characters (vite.config.ts): MemberPage-BcD3f9x.js.
  return file.replace(/-[A-Za-z0-9_-]{7}\.(m?js|css)$/, '').replace(/\.(m?js|css)$/, '') || '?';
}

export function chunkFailureOf(error: unknown): ChunkFailure | null {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (/Unable to preload CSS|Loading CSS chunk/i.test(message)) return { css: true, chunk: '' };
  for (const re of patterns) {
    const match = re.exec(message);
    if (match) return { css: false, chunk: chunkName(match[1]) };
  }
  return null;
}
