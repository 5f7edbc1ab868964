/** Staff accounts, sessions and roles (decision 102): what other features and the app may use. */
export { callOf, opsCalls } from './call-of';
export { findStaffSession, touchStaffSession, type StaffPrincipal } from './staff-sessions';
export { staffRoutes } from './routes';
export { sealStaffSecret, staffOtpauthUrl } from './staff-totp';
export { DEMO_ADMIN, demoAdminCode, demoAdminOtpauthUrl } from './demo-admin';
