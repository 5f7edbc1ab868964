import { read, write } from './storage';

const pattern = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * A random id this install keeps, sent with claims and applications: the server limits grants
 * per device (contract DeviceId). Not a secret and not a fingerprint: clearing storage makes a
 * new one, which is why the server also counts networks and payees.
 */
export function deviceId(): string {
  const stored = read('local', 'rewardsDevice');
  if (stored && pattern.test(stored)) return stored;
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  const fresh = `d${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
  write('local', 'rewardsDevice', fresh);
  return fresh;
}
