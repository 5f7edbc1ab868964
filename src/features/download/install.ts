import { installPrompt } from './install-prompt';

// The download page's half of the install prompt: not in the lobby's first download, which only
// catches the event (install-prompt.ts, ADR 063).

/** iOS has no install prompt: Safari's Share menu has "Add to Home Screen". */
export function isIos(): boolean {
  return (
    /iPad|iPhone|iPod/.test(navigator.userAgent) ||
    (navigator.maxTouchPoints > 1 && /Mac/.test(navigator.platform))
  );
}

/** Shows the browser's install dialog; the event can be used once. */
export async function installLiteApp(): Promise<boolean> {
  const prompt = installPrompt.peek();
  if (!prompt) return false;
  installPrompt.value = null;
  await prompt.prompt();
  const { outcome } = await prompt.userChoice;
  return outcome === 'accepted';
}
