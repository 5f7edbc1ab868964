import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Icon } from './icons-more';
import './modal.css';

type Props = {
  title: ReactNode;
  onClose: () => void;
  testId: string;
  children: ReactNode;
  /** An extra class on the dialog (the chat's bottom sheet on phones). */
  className?: string;
};

/**
 * A native modal <dialog>: the browser gives focus trapping, Escape and the inert background for
 * free. Mounted means open; the owner unmounts it to close.
 */
export function Modal({ title, onClose, testId, children, className }: Props) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    // Start on the title, not the close button: screen readers announce it and no stray focus ring
    // shows. It is at the dialog's top, so no scrolling into view (which would also lay the page out).
    dialog?.querySelector<HTMLElement>('.modal-title')?.focus({ preventScroll: true });
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      className={className ? `modal ${className}` : 'modal'}
      data-testid={testId}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog box itself is only reachable by clicking its backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="modal-body">
        <header className="modal-head">
          <h2 id={titleId} className="modal-title" tabIndex={-1}>
            {title}
          </h2>
          <button type="button" className="icon-btn" onClick={onClose} aria-label={t`Close`}>
            <Icon name="close" />
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}
