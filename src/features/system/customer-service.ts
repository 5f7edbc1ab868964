import { msg } from '@lingui/core/macro';
import type { CustomerServiceEntry } from '../../../contract/system/schemas';
import { showDialog } from '../../lib/dialogs';
import { openModal } from '../../lib/overlays';
import { i18n } from '../../lib/i18n';
import { loadPermission, permission } from './permission';
import { safeExternalUrl } from './safe-url';

// Spec section 9: a third-party chat's window is 440 x 750.
const features = 'popup=yes,width=440,height=750,noreferrer';
const windowName = 'customer-service';

/**
 * Our own live chat is the default: no entry, or a LIVECHAT entry without an external address
 * (decision 039). A LIVECHAT entry with an http(s) chatUrl is an operator's third-party chat.
 */
export function isOwnChat(entry: CustomerServiceEntry | undefined): boolean {
  return !entry || (entry.csType === 'LIVECHAT' && !/^https?:\/\//i.test(entry.path.trim()));
}

function openEntry(entry: CustomerServiceEntry | undefined): void {
  if (isOwnChat(entry)) {
    // An in-app sheet (phones) or dialog, never a pop-up window.
    openModal('chat');
    return;
  }
  const url = safeExternalUrl(entry!.path, window.location.href);
  if (!url) return;
  if (!window.open(url, windowName, features))
    showDialog({
      kind: 'info',
      testId: 'popup-blocked',
      message: i18n._(msg`The pop-up window was blocked. Please allow pop-ups and try again.`),
    });
}

/** Opens the first customer-service entry (spec section 9); site info is loaded first if needed. */
export function openCustomerService(): void {
  if (permission.value) {
    openEntry(permission.value.info.customerService[0]);
    return;
  }
  void loadPermission().then(() => openEntry(permission.value?.info.customerService[0]));
}
