import { homePaths } from './route-rules';

/**
 * The server may send a lobby with its largest pictures already in it (#boot-shell, see
 * server/features/shell: the home page's first banner, a grid lobby's first row of tiles): they
 * paint before any script runs. They stay over the page until the app's own pictures have
 * loaded in the same place, so nothing blinks out; they also go when the lobby leaves the
 * screen or the site shows a status page, and at the latest a few seconds after start.
 */
export function releaseBootShell(): void {
  document.getElementById('boot-shell')?.remove();
}

/** The backstop: whatever happens to the app's banner, the still one does not stay for good. */
export function releaseBootShellLater(ms = 8000): void {
  if (document.getElementById('boot-shell')) window.setTimeout(releaseBootShell, ms);
}

/**
 * Releases the still pictures once the app's own copies under `root` are ready to paint (the same
 * addresses, so already fetched for the shell): no blink between the two. When the app shows other
 * pictures (another page of games, a language the server did not guess), at once.
 */
export function releaseBootShellOver(root: ParentNode): void {
  const shell = document.getElementById('boot-shell');
  if (!shell) return;
  const own = [...shell.querySelectorAll('img')].map((still) => {
    const src = still.getAttribute('src') ?? '';
    return root.querySelector<HTMLImageElement>(`img[src="${CSS.escape(src)}"]`);
  });
  if (own.length === 0 || own.some((img) => !img)) return releaseBootShell();
  void Promise.all(own.map((img) => img?.decode().catch(() => undefined))).then(() =>
    requestAnimationFrame(releaseBootShell),
  );
}

const homes: ReadonlySet<string> = new Set(homePaths);

/** Whether still pictures drawn for `route` (the server's `data-route`) belong on `pathname`. */
export function stillBelongsTo(route: string | null, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  return route !== null && (homes.has(path) ? '/' : path) === route.toLowerCase();
}

/**
 * The still pictures show only on the page they were drawn for: a reload of another page served
 * by an old worker's stored shell, or a move to another page before the app's own banner came,
 * removes them at once (they would cover the top of the cashier, the member centre, ...).
 */
export function releaseBootShellOff(pathname: string): void {
  const shell = document.getElementById('boot-shell');
  if (shell && !stillBelongsTo(shell.getAttribute('data-route'), pathname)) shell.remove();
}
