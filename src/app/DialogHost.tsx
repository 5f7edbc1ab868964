import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';
import { closeDialog, dialog, toast, type DialogSpec } from '../lib/dialogs';
import '../ui/modal.css';
import './toast.css';
import { Button } from '../ui/Button';

function Dialog({ spec }: { spec: DialogSpec }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el && !el.open) el.showModal();
    el?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => el?.close();
  }, []);
  const ok = () => {
    closeDialog();
    spec.onOk?.();
  };
  return (
    <dialog
      ref={ref}
      className="modal dialog-small"
      data-testid={spec.testId ?? 'dialog'}
      role={spec.kind === 'confirm' ? 'alertdialog' : 'dialog'}
      aria-labelledby="dialog-title"
      aria-describedby="dialog-message"
      onCancel={(event) => {
        event.preventDefault();
        closeDialog();
      }}
    >
      <div className="modal-body">
        <h2 id="dialog-title" className="dialog-title">
          {spec.title ?? <Trans>Notice</Trans>}
        </h2>
        <p id="dialog-message" className="dialog-message">
          {spec.message}
        </p>
        <div className="dialog-actions">
          {spec.kind === 'confirm' ? (
            <Button variant="outline" onClick={closeDialog} data-testid="confirm-cancel">
              <Trans>Cancel</Trans>
            </Button>
          ) : null}
          <Button variant="primary" onClick={ok} data-testid="confirm-ok" data-autofocus>
            <Trans>OK</Trans>
          </Button>
        </div>
      </div>
    </dialog>
  );
}

function Toast() {
  const current = toast.value;
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => {
      if (toast.peek()?.id === current.id) toast.value = null;
    }, 4000);
    return () => clearTimeout(timer);
  }, [current]);
  if (!current) return null;
  return (
    <div className="toast" role="status" data-testid="toast">
      <span>{current.message}</span>
    </div>
  );
}

/** Draws the current dialog and toast; loaded the first time either is shown. */
export default function DialogHost() {
  const spec = dialog.value;
  return (
    <>
      {spec ? <Dialog key={spec.id} spec={spec} /> : null}
      <Toast />
    </>
  );
}
