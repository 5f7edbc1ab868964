import { Secret, TOTP } from 'otpauth';
import type { Sealer } from '../../core/sessions/sealed';

/** The authenticator's label issuer: apart from the members' app, so a phone shows both. */
const ISSUER = 'Lobby back office';

/** TOTP seeds of staff are sealed with the staff id as context (as the members' with theirs). */
export const staffSealContext = (staffId: number) => `staff-totp:${staffId}`;

/** A fresh seed and its otpauth URL (Google Authenticator's defaults: SHA1, 6 digits, 30 s). */
export function newStaffTotp(login: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: staffOtpauthUrl(login, secret) };
}

export const staffOtpauthUrl = (login: string, secret: string) =>
  new TOTP({
    issuer: ISSUER,
    label: login,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  }).toString();

export const sealStaffSecret = (sealer: Sealer, staffId: number, secret: string) =>
  sealer.seal(secret, staffSealContext(staffId));
export const openStaffSecret = (sealer: Sealer, staffId: number, sealed: string) =>
  sealer.open(sealed, staffSealContext(staffId));
