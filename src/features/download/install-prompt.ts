import { signal } from '@preact/signals-react';

/** Chromium's install event (not in the DOM typings). */
type InstallPromptEvent = Event & {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

/** Set when the browser offers to install the lite app; /down shows the install button then. */
export const installPrompt = signal<InstallPromptEvent | null>(null);
export const appInstalled = signal(false);

/** True when running as the installed app (standalone window, or iOS home-screen mode). */
export function runningInstalled(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}

/**
 * The event fires once, early, on any page: it is caught at start-up and kept until the visitor
 * opens /down and taps install (the browser's own mini-infobar is suppressed meanwhile).
 */
export function captureInstallPrompt(): void {
  appInstalled.value = runningInstalled();
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt.value = event as InstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    installPrompt.value = null;
    appInstalled.value = true;
  });
}
