import type { ReactNode } from 'react';
import { signal } from '@preact/signals-react';

/**
 * Small dialogs of spec section 8 (logout confirmation, copy success, real account needed,
 * invitation code error, SMS failure) and a short-lived toast. State only: the host that draws
 * them loads on first use, so none of their code is in the lobby's first download.
 */
export type DialogSpec = {
  title?: ReactNode;
  message: ReactNode;
  /** 'confirm' shows cancel and OK; 'info' shows OK only. */
  kind: 'confirm' | 'info';
  testId?: string;
  onOk?: () => void;
};
export const dialog = signal<(DialogSpec & { id: number }) | null>(null);
export const toast = signal<{ message: ReactNode; id: number } | null>(null);

let dialogId = 0;
export function showDialog(spec: DialogSpec): void {
  dialogId += 1;
  dialog.value = { ...spec, id: dialogId };
}

export function closeDialog(): void {
  dialog.value = null;
}

let toastId = 0;
export function showToast(message: ReactNode): void {
  toastId += 1;
  toast.value = { message, id: toastId };
}
