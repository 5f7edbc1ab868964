import { lazy, Suspense, useEffect } from 'react';
import { I18nProvider } from '@lingui/react';
import { useLocation } from 'wouter';
import { i18n } from '../lib/i18n';
import { StatusGate } from '../features/system/StatusGate';
import { watchStatus } from '../features/system/status';
import { loadPermission } from '../features/system/permission';
import { startGameMenus } from '../features/games/menus';
import { startSession } from '../features/accounts/session';
import { releaseBootShellOff } from '../lib/boot-shell';
import { hidePageLoader } from '../lib/page-loader';
import { Router } from './Router';
import { ModalHost } from '../features/layout/ModalHost';
import { dialog, toast } from '../lib/dialogs';
import { updateReady } from './register-sw';

const DialogHost = lazy(() => import('./DialogHost'));
// Only when a new version waits: never part of the first paint (ADR 063).
const UpdateToast = lazy(() => import('./UpdateToast'));

export function App() {
  useEffect(() => {
    // All start together: none waits for another, so the lobby fills in one round trip.
    const stopStatus = watchStatus();
    startGameMenus();
    startSession();
    void loadPermission();
    return stopStatus;
  }, []);

  useEffect(() => hidePageLoader(), []);
  // Moving to another page before the app's own banner came: the still one goes with the old page.
  const [path] = useLocation();
  useEffect(() => releaseBootShellOff(path), [path]);

  return (
    <I18nProvider i18n={i18n}>
      <StatusGate modals={<ModalHost />}>
        <Router />
      </StatusGate>
      {updateReady.value ? (
        <Suspense fallback={null}>
          <UpdateToast />
        </Suspense>
      ) : null}
      {dialog.value || toast.value ? (
        <Suspense fallback={null}>
          <DialogHost />
        </Suspense>
      ) : null}
    </I18nProvider>
  );
}
