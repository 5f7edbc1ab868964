import { signal } from '@preact/signals-react';
import type { Permission } from '../../../contract/system/schemas';
import { systemPermission } from '../../../contract/paths';
import { apiGet } from '../../lib/api';

/** Site information (customer service, licence, resources); fetched once, retried on next use if it failed. */
export const permission = signal<Permission | null>(null);

let inFlight: Promise<Permission | null> | null = null;

export function loadPermission(): Promise<Permission | null> {
  if (permission.value) return Promise.resolve(permission.value);
  inFlight ??= apiGet(systemPermission)
    .then((value) => {
      permission.value = value;
      return value;
    })
    .catch(() => null)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}
