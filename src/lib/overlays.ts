import { signal } from '@preact/signals-react';

/** One modal at a time; the layout's ModalHost renders whichever is named here. */
export type ModalName = 'login' | 'register' | 'speed-test' | 'change-password' | 'forget' | 'help' | 'chat';
export const activeModal = signal<ModalName | null>(null);
/** referralCode from /register?referralCode=..., prefilled in the register form. */
export const referralCode = signal<string | null>(null);
export const sideMenuOpen = signal(false);

export function openModal(name: ModalName): void {
  sideMenuOpen.value = false;
  activeModal.value = name;
}

export function closeModal(): void {
  activeModal.value = null;
}

/** Where to go after a successful login (set by the lottery guard before it sends the visitor to /login). */
export const afterLogin = signal<string | null>(null);

/**
 * The forced change-password path (spec section 4): the login just made holds the old password in
 * memory only, so the popup does not ask for it again. Never written to storage.
 */
export const heldPassword = signal<{ oldPassword: string; forced: boolean } | null>(null);
