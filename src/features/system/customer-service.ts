import { loadPermission, permission } from './permission';
import { safeExternalUrl } from './safe-url';

// Spec section 9: the customer-service window is 440 x 750.
const features = 'popup=yes,width=440,height=750,noreferrer';
const windowName = 'customer-service';

function firstEntryUrl(): string | null {
  const entry = permission.value?.info.customerService[0];
  return entry ? safeExternalUrl(entry.path, window.location.href) : null;
}

/**
 * Opens the first customer-service entry in a 440x750 pop-up. The window is opened inside the
 * click (pop-up blockers allow only that); when site info is not loaded yet, it starts blank and
 * is pointed at the chat once the info arrives.
 */
export function openCustomerService(): void {
  const ready = firstEntryUrl();
  if (ready) {
    window.open(ready, windowName, features);
    return;
  }
  const popup = window.open('about:blank', windowName, features.replace(',noreferrer', ''));
  void loadPermission().then(() => {
    const url = firstEntryUrl();
    if (!popup) return;
    if (!url) {
      popup.close();
      return;
    }
    // Cut the link back to us before navigating to a third-party chat.
    popup.opener = null;
    popup.location.href = url;
  });
}
