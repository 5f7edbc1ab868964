import type { MailMessage } from '../../core/context/ports';
import { RESET_LINK_MINUTES } from './reset-link';

/** The reset e-mail, Vietnamese first (the lobby's default language), then English. */
export function resetMail(to: string, account: string, link: string): MailMessage {
  const m = RESET_LINK_MINUTES;
  return {
    to,
    subject: 'Đặt lại mật khẩu / Reset your password',
    text: [
      `Xin chào ${account},`,
      '',
      `Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Mở liên kết sau trong ${m} phút để đặt mật khẩu mới (liên kết chỉ dùng được một lần):`,
      link,
      'Nếu bạn không yêu cầu, hãy bỏ qua e-mail này; mật khẩu của bạn không thay đổi.',
      '',
      '---',
      '',
      `Hello ${account},`,
      '',
      `We received a request to reset the password of your account. Open this link within ${m} minutes to choose a new password (it works once):`,
      link,
      'If you did not ask for this, ignore this e-mail; your password has not changed.',
    ].join('\n'),
  };
}
