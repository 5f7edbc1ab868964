import { signal } from '@preact/signals-react';
import { read, write } from '../../lib/storage';
import { getBalance, type WalletBalance } from './wallet-api';

/**
 * The header balance (spec section 2): loaded on demand, refreshed by the refresh button and after
 * every deposit, withdrawal or transfer; show/hide is remembered on this device.
 */
export const wallet = signal<WalletBalance | null>(null);
export const balanceLoading = signal(false);
export const balanceHidden = signal(read('local', 'balanceHidden'));

export function toggleBalanceHidden(): void {
  balanceHidden.value = !balanceHidden.value;
  write('local', 'balanceHidden', balanceHidden.value);
}

let inFlight: Promise<void> | null = null;
export function refreshBalance(): Promise<void> {
  inFlight ??= (async () => {
    balanceLoading.value = true;
    try {
      wallet.value = await getBalance();
    } catch {
      // The header keeps the last figure; the next refresh tries again.
    } finally {
      balanceLoading.value = false;
      inFlight = null;
    }
  })();
  return inFlight;
}
