import { Secret, TOTP } from 'otpauth';
import { staffOtpauthUrl } from './staff-totp';

/**
 * The demo back-office admin (decision 102), written by the seed and printed by `npm start`
 * beside the players' logins. Its TOTP seed is fixed and public, like its password, so a developer
 * adds it to an authenticator once and logs in on every fresh database; `npm run ops -- staff
 * demo-code` prints the current code without one. A demo only: it exists where the seed ran.
 */
export const DEMO_ADMIN = {
  login: 'admin',
  password: 'demo-admin-pass',
  totpSecret: 'DEMOADMINBACKOFFICE2345GHIJKLMNO',
} as const;

export const demoAdminOtpauthUrl = () => staffOtpauthUrl(DEMO_ADMIN.login, DEMO_ADMIN.totpSecret);

/** The demo admin's current code (what an authenticator with the seed shows now). */
export const demoAdminCode = (now = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(DEMO_ADMIN.totpSecret), digits: 6, period: 30 }).generate({
    timestamp: now,
  });
