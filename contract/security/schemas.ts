import { z } from 'zod';
import { LoginRecord, SecondStepMethod, SmsCodeValue } from '../accounts/schemas';
import { envelope } from '../envelope';

/**
 * Security centre (member centre > securityCenter) and the password-recovery answers that carry
 * no data. All security-centre calls need a session of a real (non-trial) account.
 */

const text = (max: number) => z.string().max(max);

/** An answer with nothing in it: `value` is null. */
export const DoneResponse = envelope(z.null());

export const SecurityOverview = z
  .object({
    /** A payment (fund) password is set. */
    hasPaymentPassword: z.boolean(),
    /** A Google-authenticator (TOTP) secret is bound. */
    totpBound: z.boolean(),
    /** Masked ("+84 90****567"), or null when none is bound. */
    mobile: z.string().nullable(),
    /** Masked ("d***@example.test"), or null when none is bound. */
    email: z.string().nullable(),
    /** A payee (bank account) name is on file, so 'payee' can be the second step. */
    payeeBound: z.boolean(),
    secondStepMethod: SecondStepMethod,
  })
  .meta({ id: 'SecurityOverview' });
export type SecurityOverview = z.infer<typeof SecurityOverview>;
export const SecurityOverviewResponse = envelope(SecurityOverview);

/**
 * First time: `loginPassword` proves the owner. To change it: `oldPaymentPassword`. The new one
 * must pass the paymentPassword field rule of GET /wps/system/setting/register.
 */
export const PaymentPasswordRequest = z
  .object({
    newPaymentPassword: text(128).min(1),
    loginPassword: text(128).optional(),
    oldPaymentPassword: text(128).optional(),
  })
  .meta({ id: 'PaymentPasswordRequest' });
export type PaymentPasswordRequest = z.infer<typeof PaymentPasswordRequest>;

/** Shown once, to the account itself: scan `otpauthUrl` as a QR code or type `secret`. */
export const TotpBeginValue = z
  .object({ secret: z.string(), otpauthUrl: z.string() })
  .meta({ id: 'TotpBegin' });
export type TotpBegin = z.infer<typeof TotpBeginValue>;
export const TotpBeginResponse = envelope(TotpBeginValue);

export const TotpCodeRequest = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'six digits'),
  })
  .meta({ id: 'TotpCodeRequest' });
export type TotpCodeRequest = z.infer<typeof TotpCodeRequest>;

/** Code request for binding a phone: the SMS goes to the number being bound. */
export const BindPhoneCodeRequest = z
  .object({
    mobileNum: z.string().trim().min(1).max(20),
    countryDialingCode: z.string().trim().min(1).max(6),
  })
  .meta({ id: 'BindPhoneCodeRequest' });

/** `loginPassword` is required when the account already has a phone (replacing it). */
export const BindPhoneRequest = BindPhoneCodeRequest.extend({
  verificationCode: z.string().trim().min(1).max(12),
  loginPassword: text(128).optional(),
}).meta({ id: 'BindPhoneRequest' });
export type BindPhoneRequest = z.infer<typeof BindPhoneRequest>;

export const BindEmailCodeRequest = z
  .object({ email: z.string().trim().max(128).pipe(z.email()) })
  .meta({ id: 'BindEmailCodeRequest' });

/** `loginPassword` is required when the account already has an e-mail (replacing it). */
export const BindEmailRequest = BindEmailCodeRequest.extend({
  verificationCode: z.string().trim().min(1).max(12),
  loginPassword: text(128).optional(),
}).meta({ id: 'BindEmailRequest' });
export type BindEmailRequest = z.infer<typeof BindEmailRequest>;

export const SecondStepMethodRequest = z
  .object({ method: SecondStepMethod })
  .meta({ id: 'SecondStepMethodRequest' });

/** The security centre's calls (paths in contract/security/endpoints.ts, decision 064). */
export const securitySchemas = {
  overview: { value: SecurityOverview },
  paymentPassword: { body: PaymentPasswordRequest, value: z.null() },
  totpBegin: { value: TotpBeginValue },
  totpConfirm: { body: TotpCodeRequest, value: z.null() },
  totpUnbind: { body: TotpCodeRequest, value: z.null() },
  phoneCode: { body: BindPhoneCodeRequest, value: SmsCodeValue },
  bindPhone: { body: BindPhoneRequest, value: z.null() },
  emailCode: { body: BindEmailCodeRequest, value: SmsCodeValue },
  bindEmail: { body: BindEmailRequest, value: z.null() },
  secondStepMethod: { body: SecondStepMethodRequest, value: z.null() },
  logins: { value: z.array(LoginRecord) },
};
export type SecuritySchemas = typeof securitySchemas;
