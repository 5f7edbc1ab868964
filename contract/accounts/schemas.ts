import { z } from 'zod';
import { envelope } from '../envelope';
import { Language } from '../common';
import { DeviceId } from '../rewards/schemas';
import { RegisterSetting } from '../system/schemas';

/**
 * Accounts and security (spec sections 2-7). Field names follow the spec's payloads. Request
 * schemas only bound sizes and shapes; the per-field registration rules (min, max, pattern id)
 * come from GET /wps/system/setting/register and are checked by contract/patterns.ts on both sides.
 */

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

/** A captcha answer travels with the id of the captcha it answers. */
export const CaptchaFields = z.object({
  captchaId: z.string().uuid().optional(),
  captcha: optionalText(16),
});

export const CaptchaValue = z
  .object({
    captchaId: z.string().uuid(),
    /** `data:image/png;base64,...` */
    image: z.string(),
    expiresInSeconds: z.number().int().positive(),
  })
  .meta({ id: 'Captcha' });
export type Captcha = z.infer<typeof CaptchaValue>;

export const loginTypes = ['username', 'sms'] as const;
/** Which door the login is at: the lobby (members and agents) or the agent area (agents only). */
export const loginAreas = ['member', 'agent'] as const;

export const LoginRequest = CaptchaFields.extend({
  /** For type sms: the mobile number. */
  username: z.string().trim().min(1).max(64),
  /** For type sms: the SMS code. */
  password: text(128).min(1),
  type: z.enum(loginTypes).default('username'),
  area: z.enum(loginAreas).default('member'),
  countryDialingCode: optionalText(6),
}).meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof LoginRequest>;

export const secondStepMethods = ['sms', 'email', 'totp', 'payee'] as const;
export const SecondStepMethod = z.enum(secondStepMethods);
export type SecondStepMethod = z.infer<typeof SecondStepMethod>;

export const SessionValue = z
  .object({
    status: z.literal('OK'),
    token: z.string(),
    firstTimeLogin: z.boolean(),
    passwordExpired: z.boolean(),
    /** The password is the default insecure one or expired with rules on: open change-password. */
    mustChangePassword: z.boolean(),
    accountType: z.number().int(),
  })
  .meta({ id: 'Session' });
export type SessionValue = z.infer<typeof SessionValue>;

/** A login from an IP the account has not used: no token until the second step passes. */
export const SecondStepValue = z
  .object({
    status: z.literal('SECOND_STEP'),
    challengeId: z.string(),
    method: SecondStepMethod,
    /** Where the code went, masked: "+84 90****567", "d***@example.test". Null for totp/payee. */
    destination: z.string().nullable(),
    expiredMinutes: z.number().int().positive(),
  })
  .meta({ id: 'SecondStep' });
export type SecondStepValue = z.infer<typeof SecondStepValue>;

export const LoginValue = z.discriminatedUnion('status', [SessionValue, SecondStepValue]);
export type LoginValue = z.infer<typeof LoginValue>;
export const LoginResponse = envelope(LoginValue);
export const SessionResponse = envelope(SessionValue);

export const SecondStepRequest = z
  .object({ challengeId: z.string().min(1).max(64), answer: text(128).min(1) })
  .meta({ id: 'SecondStepRequest' });

export const FreeplayRequest = z
  .object({ os: optionalText(32), platform: z.literal('W').default('W') })
  .meta({ id: 'FreeplayRequest' });

export const MemberInfo = z
  .object({
    id: z.number().int(),
    account: z.string(),
    nickname: z.string(),
    type: z.number().int(),
    vipLevel: z.number().int(),
    vipLabelName: z.string(),
    isAgent: z.boolean(),
    isTrial: z.boolean(),
    firstTimeLogin: z.boolean(),
    hasPaymentPassword: z.boolean(),
    totpBound: z.boolean(),
    /** Masked, or null when none is bound. */
    mobile: z.string().nullable(),
    email: z.string().nullable(),
    secondStepMethod: SecondStepMethod,
    avatarUrl: z.string(),
  })
  .meta({ id: 'MemberInfo' });
export type MemberInfo = z.infer<typeof MemberInfo>;

/** The language the member switched the lobby to (spec section 4: the server is asked to update it). */
export const MemberLanguageRequest = z.object({ language: Language }).meta({ id: 'MemberLanguageRequest' });
export const MemberInfoResponse = envelope(MemberInfo);

/** Registration user of spec section 3. Every field but username and password is optional here. */
export const RegisterRequest = CaptchaFields.extend({
  username: z.string().trim().min(1).max(64),
  password: text(128).min(1),
  confirmPassword: text(128),
  payeeName: optionalText(64),
  email: optionalText(128),
  qqNum: optionalText(32),
  mobileNum: optionalText(20),
  countryDialingCode: optionalText(6),
  recommenderId: optionalText(32),
  verificationCode: optionalText(12),
  affiliateCode: optionalText(32),
  referralCode: optionalText(32),
  paymentPassword: text(128).optional(),
  line: optionalText(64),
  whatsapp: optionalText(64),
  facebook: optionalText(128),
  wechat: optionalText(64),
  telegram: optionalText(64),
  zalo: optionalText(64),
  idNumber: optionalText(32),
  fullname: optionalText(64),
  birthday: optionalText(10),
  domain: optionalText(253),
  registerUrl: optionalText(2048),
  registerMethod: z.literal('WEB').default('WEB'),
  login: z.boolean().default(true),
  /** This install's id (as sent with reward claims): a referral compares it with the referrer's (decision 059). */
  deviceId: DeviceId.optional(),
}).meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const AffiliateQuery = z.object({ code: z.string().trim().min(1).max(32), domain: optionalText(253) });
export const AffiliateValue = z
  .object({ valid: z.literal(true), agentNickname: z.string() })
  .meta({ id: 'Affiliate' });
export const AffiliateResponse = envelope(AffiliateValue);

export const ChangePasswordRequest = z
  .object({ oldPassword: text(128), newPassword: text(128).min(1), confirmNewPassword: text(128) })
  .meta({ id: 'ChangePasswordRequest' });

/** Code request for the phone flows (spec section 7); value.expiredMinutes drives the countdown. */
export const SmsCodeRequest = z.object({
  mobileNum: z.string().trim().min(1).max(20),
  countryDialingCode: z.string().trim().min(1).max(6),
});
export const SmsRegisterCodeRequest = z.object({
  mobileNo: z.string().trim().min(1).max(20),
  countryDialingCode: z.string().trim().min(1).max(6),
});
export const SmsCodeValue = z.object({ expiredMinutes: z.number().int().positive() }).meta({ id: 'SmsCode' });
export const SmsCodeResponse = envelope(SmsCodeValue);

export const ForgotByEmailRequest = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().min(3).max(128),
});
export const ResetByPhoneRequest = z.object({
  mobileNum: z.string().trim().min(1).max(20),
  countryDialingCode: z.string().trim().max(6).optional(),
  verificationCode: z.string().trim().min(1).max(12),
  newPassword: text(128).min(1),
});
/** After a phone reset the client logs in (spec section 4): it needs the account's login name. */
export const ResetByPhoneValue = z.object({ account: z.string() }).meta({ id: 'ResetByPhone' });
export const ResetByPhoneResponse = envelope(ResetByPhoneValue);
export const ResetByLinkRequest = z.object({
  token: z.string().min(16).max(128),
  newPassword: text(128).min(1),
});

export const LoginRecord = z
  .object({
    at: z.string(),
    ip: z.string(),
    userAgent: z.string().nullable(),
    success: z.boolean(),
    method: z.string(),
  })
  .meta({ id: 'LoginRecord' });
export type LoginRecord = z.infer<typeof LoginRecord>;
export const LoginHistoryResponse = envelope(z.array(LoginRecord));

/** The accounts calls (paths in contract/accounts/endpoints.ts, decision 064). */
export const accountsSchemas = {
  captcha: { value: CaptchaValue },
  registerSetting: { value: RegisterSetting },
  login: { body: LoginRequest, value: LoginValue },
  secondStep: { body: SecondStepRequest, value: SessionValue },
  freeplay: { body: FreeplayRequest, value: SessionValue },
  logout: { value: z.null() },
  registerUsername: { body: RegisterRequest, value: SessionValue },
  registerMobile: { body: RegisterRequest, value: SessionValue },
  affiliate: { query: AffiliateQuery, value: AffiliateValue },
  memberInfo: { value: MemberInfo },
  language: { body: MemberLanguageRequest, value: z.null() },
  changePassword: { body: ChangePasswordRequest, value: z.null() },
  resetByLink: { body: ResetByLinkRequest, value: z.null() },
  resetByPhone: { body: ResetByPhoneRequest, value: ResetByPhoneValue },
};
export type AccountsSchemas = typeof accountsSchemas;
