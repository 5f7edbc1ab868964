/**
 * The register form's fields (spec sections 4 and 5) in the order the form shows them, shared by
 * server and client: the client lays the form out from it, the server checks a request's fields
 * against the published rules in the same order, so the first problem the server names is the
 * first one on the form. The captcha is not a form field here: it has its own flow. Plain
 * TypeScript only: the client imports this at runtime.
 */
export const registerFormFields = [
  'username',
  'mobileNum',
  'verificationCode',
  'password',
  'confirmPassword',
  'paymentPassword',
  'payeeName',
  'fullname',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'telegram',
  'zalo',
  'idNumber',
  'birthday',
  'recommenderId',
  'affiliateCode',
  'referralCode',
] as const;

export type RegisterFormField = (typeof registerFormFields)[number];
