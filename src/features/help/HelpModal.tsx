import { useState } from 'react';
import { Trans } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import { closeModal } from '../../lib/overlays';
import { Modal } from '../../ui/Modal';
import { HelpCentre } from './HelpCentre';

/** The help-centre modal of spec section 2, opened from the lobby's side menu. */
export default function HelpModal() {
  const [article, setArticle] = useState<string | null>(null);
  const [, navigate] = useLocation();
  return (
    <Modal title={<Trans>Help centre</Trans>} onClose={closeModal} testId="help-modal">
      <HelpCentre
        article={article}
        onOpenArticle={setArticle}
        onFeedback={() => {
          closeModal();
          navigate('/help?tab=feedback');
        }}
      />
    </Modal>
  );
}
