/**
 * The server may send the home page with its first banner already in it (#boot-shell, see
 * server/features/shell): it paints before any script runs. It stays over the page until the
 * app's own banner has loaded in the same place, so the banner never blinks out; it also goes
 * when the lobby leaves the screen, and at the latest a few seconds after start.
 */
export function releaseBootShell(): void {
  document.getElementById('boot-shell')?.remove();
}

/** The backstop: whatever happens to the app's banner, the still one does not stay for good. */
export function releaseBootShellLater(ms = 8000): void {
  if (document.getElementById('boot-shell')) window.setTimeout(releaseBootShell, ms);
}
