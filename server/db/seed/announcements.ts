import type { announcements } from '../schema';
import { minutesBeforeEpoch } from './epoch';
import { Rng } from './prng';

export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';
export type Execution = 'A' | 'B' | 'F';

export type AnnouncementSeed = Omit<typeof announcements.$inferInsert, 'id'> & {
  /** Catalogue-only handle: banners link to a promotion by key, resolved to its id on insert. */
  key: string;
  type: AnnouncementType;
  execution: Execution;
  publishedAt: Date;
};

type Text = { titleEn: string; titleVi: string; contentEn: string; contentVi: string };
type Draft = Text & { key: string; type: AnnouncementType; execution: Execution; promotionType?: string };

/**
 * Types: H home marquee, B banner notice, PL player notice, PU popup, PR promotion.
 * Execution: A logged-in members, B guests, F first login (spec sections 4 and 7).
 * Every type has rows for all three audiences; promotion types follow the promotions filter
 * of spec section 2 in upper snake case.
 */
const DRAFTS: readonly Draft[] = [
  // H: the home marquee.
  {
    key: 'h-member-weekly',
    type: 'H',
    execution: 'A',
    titleEn: 'This week: 1.2% slot rebate, paid every Monday',
    titleVi: 'Tuần này: hoàn trả 1,2% nổ hũ, trả vào mỗi thứ Hai',
    contentEn:
      '<p>Every slot bet this week earns a <b>1.2% rebate</b>, credited to your wallet every Monday.</p>',
    contentVi: '<p>Mỗi cược nổ hũ trong tuần này được <b>hoàn trả 1,2%</b>, cộng vào ví vào mỗi thứ Hai.</p>',
  },
  {
    key: 'h-member-maintenance',
    type: 'H',
    execution: 'A',
    titleEn: 'Scheduled maintenance of SABA Sports on Tuesday 02:00-04:00',
    titleVi: 'SABA Thể Thao bảo trì định kỳ thứ Ba từ 02:00 đến 04:00',
    contentEn:
      '<p>SABA Sports will be unavailable on Tuesday from 02:00 to 04:00 (GMT+7). Other games are not affected.</p>',
    contentVi:
      '<p>SABA Thể Thao tạm ngưng vào thứ Ba từ 02:00 đến 04:00 (GMT+7). Các trò chơi khác không bị ảnh hưởng.</p>',
  },
  {
    key: 'h-guest-welcome',
    type: 'H',
    execution: 'B',
    titleEn: 'Welcome! Register today for a 100% first deposit bonus',
    titleVi: 'Chào mừng bạn! Đăng ký hôm nay nhận thưởng 100% nạp đầu',
    contentEn:
      '<p>Create an account in 30 seconds and double your first deposit, up to <b>10,000,000 ₫</b>.</p>',
    contentVi:
      '<p>Tạo tài khoản chỉ trong 30 giây và nhân đôi lần nạp đầu tiên, tối đa <b>10.000.000 ₫</b>.</p>',
  },
  {
    key: 'h-guest-lottery',
    type: 'H',
    execution: 'B',
    titleEn: '36 Vietnamese lottery draws every day, results in real time',
    titleVi: '36 đài xổ số Việt Nam mỗi ngày, kết quả trực tiếp',
    contentEn: '<p>Northern, central and southern draws, plus express draws every 45 seconds.</p>',
    contentVi: '<p>Xổ số miền Bắc, miền Trung, miền Nam và xổ số siêu tốc mỗi 45 giây.</p>',
  },
  {
    key: 'h-first-login',
    type: 'H',
    execution: 'F',
    titleEn: 'Welcome aboard! Complete your profile to unlock rewards',
    titleVi: 'Chào mừng thành viên mới! Hoàn thiện hồ sơ để mở khóa phần thưởng',
    contentEn:
      '<p>Add your mobile number and e-mail in the <b>Security Centre</b> to unlock missions and rewards.</p>',
    contentVi:
      '<p>Thêm số điện thoại và e-mail trong <b>Trung Tâm Bảo Mật</b> để mở khóa nhiệm vụ và phần thưởng.</p>',
  },
  // B: notices shown with the banners.
  {
    key: 'b-member-vip',
    type: 'B',
    execution: 'A',
    titleEn: 'VIP upgrades are now reviewed daily',
    titleVi: 'Xét nâng hạng VIP mỗi ngày',
    contentEn: '<p>Your VIP level is now recalculated <b>every day</b> from your valid bets.</p>',
    contentVi: '<p>Cấp VIP của bạn giờ được tính lại <b>mỗi ngày</b> dựa trên tiền cược hợp lệ.</p>',
  },
  {
    key: 'b-member-app',
    type: 'B',
    execution: 'A',
    titleEn: 'Install the app for faster log-in',
    titleVi: 'Cài ứng dụng để đăng nhập nhanh hơn',
    contentEn: '<p>Add the site to your home screen: it opens instantly and works on weak networks.</p>',
    contentVi: '<p>Thêm trang vào màn hình chính: mở tức thì và hoạt động tốt cả khi mạng yếu.</p>',
  },
  {
    key: 'b-guest-trial',
    type: 'B',
    execution: 'B',
    titleEn: 'Try 2,000 slots for free, no account needed',
    titleVi: 'Chơi thử miễn phí 2.000 trò nổ hũ, không cần tài khoản',
    contentEn: '<p>Games marked <b>Free trial</b> can be played with demo credits before you sign up.</p>',
    contentVi: '<p>Các trò có nhãn <b>Chơi thử</b> có thể chơi bằng điểm thử trước khi đăng ký.</p>',
  },
  {
    key: 'b-first-login',
    type: 'B',
    execution: 'F',
    titleEn: 'Your first deposit is doubled',
    titleVi: 'Lần nạp đầu tiên được nhân đôi',
    contentEn: '<p>Deposit within 7 days of registering to receive a <b>100% bonus</b>.</p>',
    contentVi: '<p>Nạp tiền trong vòng 7 ngày kể từ khi đăng ký để nhận <b>thưởng 100%</b>.</p>',
  },
  // PL: player notices (the notice list).
  {
    key: 'pl-member-withdrawal',
    type: 'PL',
    execution: 'A',
    titleEn: 'Withdrawals now processed within 5 minutes',
    titleVi: 'Rút tiền nay được xử lý trong 5 phút',
    contentEn:
      '<p>Most withdrawals to Vietnamese banks now arrive within <b>5 minutes</b>, 24/7.</p><p>Please make sure the payee name matches your bank account.</p>',
    contentVi:
      '<p>Phần lớn lệnh rút về ngân hàng Việt Nam nay đến trong <b>5 phút</b>, 24/7.</p><p>Vui lòng đảm bảo tên người nhận trùng với tên tài khoản ngân hàng.</p>',
  },
  {
    key: 'pl-member-security',
    type: 'PL',
    execution: 'A',
    titleEn: 'Protect your account: never share your verification code',
    titleVi: 'Bảo vệ tài khoản: không bao giờ chia sẻ mã xác minh',
    contentEn:
      '<p>Our staff will <b>never</b> ask for your password or SMS code. Report suspicious messages to live chat.</p>',
    contentVi:
      '<p>Nhân viên của chúng tôi <b>không bao giờ</b> hỏi mật khẩu hay mã SMS của bạn. Hãy báo tin nhắn đáng ngờ cho CSKH trực tuyến.</p>',
  },
  {
    key: 'pl-member-newgames',
    type: 'PL',
    execution: 'A',
    titleEn: '120 new slots added this month',
    titleVi: '120 trò nổ hũ mới trong tháng này',
    contentEn: '<p>New titles from PG, JILI and Fa Chai are in the <b>New</b> tab of the slots lobby.</p>',
    contentVi: '<p>Các trò mới từ PG, JILI và Fa Chai có trong mục <b>Mới</b> của sảnh nổ hũ.</p>',
  },
  {
    key: 'pl-guest-domains',
    type: 'PL',
    execution: 'B',
    titleEn: 'Official access lines',
    titleVi: 'Đường truy cập chính thức',
    contentEn: '<p>Use the <b>line speed check</b> in the menu to pick the fastest official line.</p>',
    contentVi:
      '<p>Dùng <b>kiểm tra tốc độ đường truyền</b> trong menu để chọn đường truy cập nhanh nhất.</p>',
  },
  {
    key: 'pl-guest-responsible',
    type: 'PL',
    execution: 'B',
    titleEn: 'Play responsibly',
    titleVi: 'Chơi có trách nhiệm',
    contentEn: '<p>Our games are for players aged <b>18 and over</b>. Set limits and take breaks.</p>',
    contentVi:
      '<p>Trò chơi chỉ dành cho người từ <b>18 tuổi trở lên</b>. Hãy đặt giới hạn và nghỉ ngơi hợp lý.</p>',
  },
  {
    key: 'pl-first-login',
    type: 'PL',
    execution: 'F',
    titleEn: 'Getting started in three steps',
    titleVi: 'Bắt đầu trong ba bước',
    contentEn:
      '<ul><li>Deposit from the header.</li><li>Pick a game from the lobby.</li><li>Claim your rewards in the Reward Centre.</li></ul>',
    contentVi:
      '<ul><li>Nạp tiền từ thanh tiêu đề.</li><li>Chọn trò chơi trong sảnh.</li><li>Nhận thưởng tại Trung Tâm Phần Thưởng.</li></ul>',
  },
  // PU: popups.
  {
    key: 'pu-member-tet',
    type: 'PU',
    execution: 'A',
    titleEn: 'Lucky red envelopes every evening at 20:00',
    titleVi: 'Lì xì may mắn mỗi tối lúc 20:00',
    contentEn: '<p>Log in at <b>20:00</b> each evening to open a red envelope worth up to 888,000 ₫.</p>',
    contentVi: '<p>Đăng nhập lúc <b>20:00</b> mỗi tối để mở lì xì trị giá đến 888.000 ₫.</p>',
  },
  {
    key: 'pu-member-wheel',
    type: 'PU',
    execution: 'A',
    titleEn: 'Your free prize wheel spin is waiting',
    titleVi: 'Lượt quay vòng quay may mắn miễn phí đang chờ bạn',
    contentEn: '<p>Members who bet 1,000,000 ₫ this week get a <b>free spin</b> of the prize wheel.</p>',
    contentVi: '<p>Thành viên cược đủ 1.000.000 ₫ trong tuần nhận <b>một lượt quay miễn phí</b>.</p>',
  },
  {
    key: 'pu-guest',
    type: 'PU',
    execution: 'B',
    titleEn: 'New here? Claim up to 10,000,000 ₫',
    titleVi: 'Lần đầu ghé thăm? Nhận đến 10.000.000 ₫',
    contentEn: '<p>Register now and your <b>first deposit is doubled</b>. Terms apply.</p>',
    contentVi: '<p>Đăng ký ngay và <b>lần nạp đầu được nhân đôi</b>. Áp dụng điều khoản.</p>',
  },
  {
    key: 'pu-first-login',
    type: 'PU',
    execution: 'F',
    titleEn: 'Welcome gift unlocked',
    titleVi: 'Quà chào mừng đã mở khóa',
    contentEn:
      '<p>Thank you for joining! A <b>58,000 ₫</b> welcome gift is waiting in your Reward Centre.</p>',
    contentVi:
      '<p>Cảm ơn bạn đã tham gia! Quà chào mừng <b>58.000 ₫</b> đang chờ trong Trung Tâm Phần Thưởng.</p>',
  },
  // PR: promotions.
  {
    key: 'pr-slot-rebate',
    type: 'PR',
    execution: 'A',
    promotionType: 'REBATE',
    titleEn: 'Unlimited 1.2% slot rebate',
    titleVi: 'Hoàn trả nổ hũ 1,2% không giới hạn',
    contentEn:
      '<p><b>1.2%</b> of every valid slot bet back to you, with no cap and no turnover.</p><ul><li>Paid every Monday.</li><li>Applies to all slot vendors.</li></ul>',
    contentVi:
      '<p>Hoàn <b>1,2%</b> mọi cược nổ hũ hợp lệ, không giới hạn, không yêu cầu vòng cược.</p><ul><li>Trả vào mỗi thứ Hai.</li><li>Áp dụng cho mọi nhà cung cấp nổ hũ.</li></ul>',
  },
  {
    key: 'pr-sports-insurance',
    type: 'PR',
    execution: 'A',
    promotionType: 'SPORTS',
    titleEn: 'Sports bet insurance up to 2,000,000 ₫',
    titleVi: 'Bảo hiểm cược thể thao đến 2.000.000 ₫',
    contentEn:
      '<p>Lose your first football accumulator of the week and get <b>50% back</b>, up to 2,000,000 ₫.</p>',
    contentVi:
      '<p>Thua vé cược xiên bóng đá đầu tiên trong tuần được <b>hoàn 50%</b>, tối đa 2.000.000 ₫.</p>',
  },
  {
    key: 'pr-daily-deposit',
    type: 'PR',
    execution: 'A',
    promotionType: 'DEPOSIT',
    titleEn: 'Daily deposit bonus 10%',
    titleVi: 'Thưởng nạp hằng ngày 10%',
    contentEn: '<p>Your first deposit each day earns a <b>10% bonus</b>, up to 1,000,000 ₫.</p>',
    contentVi: '<p>Lần nạp đầu tiên mỗi ngày được <b>thưởng 10%</b>, tối đa 1.000.000 ₫.</p>',
  },
  {
    key: 'pr-welcome',
    type: 'PR',
    execution: 'B',
    promotionType: 'NEW_PLAYER',
    titleEn: '100% welcome bonus up to 10,000,000 ₫',
    titleVi: 'Thưởng chào mừng 100% đến 10.000.000 ₫',
    contentEn: '<p>Double your first deposit. Minimum deposit 100,000 ₫, <b>15x</b> turnover on slots.</p>',
    contentVi: '<p>Nhân đôi lần nạp đầu. Nạp tối thiểu 100.000 ₫, <b>15 vòng</b> cược nổ hũ.</p>',
  },
  {
    key: 'pr-app',
    type: 'PR',
    execution: 'B',
    promotionType: 'DOWNLOAD_APP',
    titleEn: 'Install the app, get 28,000 ₫',
    titleVi: 'Cài ứng dụng, nhận 28.000 ₫',
    contentEn: '<p>Install the app and log in for the first time to receive <b>28,000 ₫</b>.</p>',
    contentVi: '<p>Cài ứng dụng và đăng nhập lần đầu để nhận <b>28.000 ₫</b>.</p>',
  },
  {
    key: 'pr-first-login-live',
    type: 'PR',
    execution: 'F',
    promotionType: 'LIVE',
    titleEn: 'First live casino bet refunded up to 500,000 ₫',
    titleVi: 'Hoàn cược sòng bài trực tiếp đầu tiên đến 500.000 ₫',
    contentEn:
      '<p>New members: if your first live casino bet loses, we refund it up to <b>500,000 ₫</b>.</p>',
    contentVi:
      '<p>Thành viên mới: nếu cược sòng bài trực tiếp đầu tiên thua, chúng tôi hoàn lại đến <b>500.000 ₫</b>.</p>',
  },
];

/** Published over the 30 days before the fixed epoch, newest first in list order. */
export function buildAnnouncements(): AnnouncementSeed[] {
  const rng = Rng.for('announcements');
  const window = 30 * 24 * 60;
  const step = window / DRAFTS.length;
  return DRAFTS.map(({ key, type, execution, promotionType, ...text }, i) => ({
    key,
    type,
    execution,
    platform: 'W',
    ...text,
    promotionType: promotionType ?? null,
    imageUrl: null,
    // Evenly spaced with jitter, all inside [epoch - 30 days, epoch).
    publishedAt: minutesBeforeEpoch(Math.floor(i * step + rng.int(1, Math.floor(step) - 1))),
  }));
}
