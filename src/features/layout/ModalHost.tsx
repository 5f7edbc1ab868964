import { lazy, Suspense, type ComponentType } from 'react';
import { activeModal, type ModalName } from '../../lib/overlays';

/** Modals load on first use; none of their code is in the lobby's first download. */
const modals: Record<ModalName, ComponentType> = {
  login: lazy(() => import('../accounts/LoginPopup')),
  register: lazy(() => import('../accounts/RegisterPopup')),
  'change-password': lazy(() => import('../accounts/ChangePasswordPopup')),
  forget: lazy(() => import('../accounts/ForgetModal')),
  'speed-test': lazy(() => import('../speed-test/SpeedTestModal')),
  help: lazy(() => import('../help/HelpModal')),
  chat: lazy(() => import('../chat/ChatModal')),
};

/** The open modal, if any (one at a time: lib/overlays.ts). */
export function ModalHost() {
  const name = activeModal.value;
  if (!name) return null;
  const Modal = modals[name];
  return (
    <Suspense fallback={null}>
      <Modal />
    </Suspense>
  );
}
