import { post } from '../endpoint';
import type { VerificationSchemas as S } from './schemas';

/** SMS codes (spec section 7): for registration, a password reset by phone, an SMS login. */
export const register = post<S['register']>('/wps/verification/sms/register');
export const reset = post<S['reset']>('/wps/verification/sms/noLogin');
export const login = post<S['login']>('/wps/verification/sms/login');
