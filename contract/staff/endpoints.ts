import { get, post, put } from '../endpoint';
import type { StaffSchemas as S } from './schemas';

/**
 * Staff accounts (decision 102): login with a password then a TOTP code (the first login enrols
 * the authenticator), the session's own calls, and the admin's management of staff. Login and
 * the TOTP step need no credentials; every other call a staff session (Authorization: Bearer) or
 * an operator key whose role allows it (contract/staff/permissions.ts).
 */
export const base = '/ops/staff';

export const login = post<S['login']>(`${base}/login`);
export const totp = post<S['totp']>(`${base}/totp`);
export const logout = post<S['logout']>(`${base}/logout`);
export const me = get<S['me']>(`${base}/me`);

export const accounts = get<S['accounts']>(`${base}/accounts`);
export const createAccount = post<S['createAccount']>(`${base}/accounts`);
export const setRole = put<S['setRole']>(`${base}/accounts/{login}/role`);
export const deactivate = post<S['deactivate']>(`${base}/accounts/{login}/deactivate`);
export const resetTotp = post<S['resetTotp']>(`${base}/accounts/{login}/reset-totp`);
