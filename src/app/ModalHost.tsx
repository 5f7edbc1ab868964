import { lazy, Suspense } from 'react';
import { activeModal } from './overlays';

const LoginPopup = lazy(() => import('../features/accounts/LoginPopup'));
const RegisterPopup = lazy(() => import('../features/accounts/RegisterPopup'));
const SpeedTestModal = lazy(() => import('../features/speed-test/SpeedTestModal'));

/** Modals load on first use; none of their code is in the lobby's first download. */
export function ModalHost() {
  const name = activeModal.value;
  if (!name) return null;
  return (
    <Suspense fallback={null}>
      {name === 'login' ? <LoginPopup /> : null}
      {name === 'register' ? <RegisterPopup /> : null}
      {name === 'speed-test' ? <SpeedTestModal /> : null}
    </Suspense>
  );
}
