/**
 * wouter imports `use-sync-external-store/shim`, a fallback for React below 18 that ships in the
 * lobby's first download; React 19 has the hook itself (vite.config.ts aliases the shim here).
 */
export { useSyncExternalStore } from 'react';
