import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RegisterField } from './register-form';

export const registerFieldLabels: Record<RegisterField, MessageDescriptor> = {
  username: msg`Username`,
  password: msg`Password`,
  confirmPassword: msg`Confirm password`,
  payeeName: msg`Real name`,
  mobileNum: msg`Mobile number`,
  verificationCode: msg`Verification code`,
  fullname: msg`Full name`,
  birthday: msg`Date of birth`,
  email: msg`E-mail`,
  qqNum: msg`QQ number`,
  line: msg`LINE ID`,
  whatsapp: msg`WhatsApp`,
  facebook: msg`Facebook`,
  wechat: msg`WeChat`,
  telegram: msg`Telegram`,
  zalo: msg`Zalo`,
  idNumber: msg`ID card number`,
  recommenderId: msg`Recommender ID`,
  affiliateCode: msg`Invitation code`,
  referralCode: msg`Referral code`,
  paymentPassword: msg`Payment password`,
};

type InputProps = { type: string; autoComplete: string; inputMode?: 'tel' | 'email' | 'numeric' };

/** Input type and autofill hints per field, so phones show the right keyboard and managers fill the right box. */
export function inputPropsOf(name: RegisterField): InputProps {
  switch (name) {
    case 'username':
      return { type: 'text', autoComplete: 'username' };
    case 'password':
    case 'confirmPassword':
    case 'paymentPassword':
      return { type: 'password', autoComplete: 'new-password' };
    case 'email':
      return { type: 'email', autoComplete: 'email', inputMode: 'email' };
    case 'mobileNum':
      return { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' };
    case 'payeeName':
      return { type: 'text', autoComplete: 'name' };
    case 'verificationCode':
      return { type: 'text', autoComplete: 'one-time-code', inputMode: 'numeric' };
    case 'fullname':
      return { type: 'text', autoComplete: 'name' };
    case 'birthday':
      return { type: 'text', autoComplete: 'bday' };
    case 'qqNum':
      return { type: 'text', autoComplete: 'off', inputMode: 'numeric' };
    default:
      return { type: 'text', autoComplete: 'off' };
  }
}
