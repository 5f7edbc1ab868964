import { lazy, Suspense } from 'react';
import { activeModal } from '../../lib/overlays';

const LoginPopup = lazy(() => import('../accounts/LoginPopup'));
const RegisterPopup = lazy(() => import('../accounts/RegisterPopup'));
const ChangePasswordPopup = lazy(() => import('../accounts/ChangePasswordPopup'));
const ForgetModal = lazy(() => import('../accounts/ForgetModal'));
const SpeedTestModal = lazy(() => import('../speed-test/SpeedTestModal'));
const HelpModal = lazy(() => import('../help/HelpModal'));
const ChatModal = lazy(() => import('../chat/ChatModal'));

/** Modals load on first use; none of their code is in the lobby's first download. */
export function ModalHost() {
  const name = activeModal.value;
  if (!name) return null;
  return (
    <Suspense fallback={null}>
      {name === 'login' ? <LoginPopup /> : null}
      {name === 'register' ? <RegisterPopup /> : null}
      {name === 'change-password' ? <ChangePasswordPopup /> : null}
      {name === 'forget' ? <ForgetModal /> : null}
      {name === 'speed-test' ? <SpeedTestModal /> : null}
      {name === 'help' ? <HelpModal /> : null}
      {name === 'chat' ? <ChatModal /> : null}
    </Suspense>
  );
}
