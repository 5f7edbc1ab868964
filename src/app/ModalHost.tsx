import { lazy, Suspense } from 'react';
import { activeModal } from '../lib/overlays';

const LoginPopup = lazy(() => import('../features/accounts/LoginPopup'));
const RegisterPopup = lazy(() => import('../features/accounts/RegisterPopup'));
const ChangePasswordPopup = lazy(() => import('../features/accounts/ChangePasswordPopup'));
const ForgetModal = lazy(() => import('../features/accounts/ForgetModal'));
const SpeedTestModal = lazy(() => import('../features/speed-test/SpeedTestModal'));
const HelpModal = lazy(() => import('../features/help/HelpModal'));
const ChatModal = lazy(() => import('../features/chat/ChatModal'));

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
