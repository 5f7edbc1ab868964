import type { announcements } from '../db/schema';
import { minutesBeforeEpoch } from './epoch';
import { Rng } from './prng';
import { BACCARAT_SIDES_VALID_BP } from '../../contract/values';
import { OCCASION_PER_NETWORK } from '../../contract/rewards/constants';

/** The share of a baccarat player or banker stake counted toward turnover (decision 093). */
const baccaratShare = BACCARAT_SIDES_VALID_BP / 100;

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
    key: 'h-member-fair',
    type: 'H',
    execution: 'A',
    titleEn: 'House games are provably fair: verify any round yourself',
    titleVi: 'Trò chơi nhà cái minh bạch: tự kiểm chứng từng ván',
    contentEn:
      '<p>House slots, baccarat tables and lottery draws show the <b>hash of their server seed</b> before you play. Rotate the seed to reveal it and recompute any past round in the fairness panel of the game.</p>',
    contentVi:
      '<p>Nổ hũ, bàn baccarat và xổ số của nhà cái hiển thị <b>mã băm của hạt giống máy chủ</b> trước khi bạn chơi. Đổi hạt giống để công bố nó và tự tính lại bất kỳ ván nào trong bảng kiểm chứng của trò chơi.</p>',
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
    titleEn: 'Welcome! Thousands of games from 33 vendors in one lobby',
    titleVi: 'Chào mừng bạn! Hàng nghìn trò chơi từ 33 nhà cung cấp trong một sảnh',
    contentEn:
      '<p>Slots, live casino, fishing, cards, sports, e-sports and lottery: <b>10,000 slots</b> alone. Register to play for real; games marked <b>Free trial</b> can be tried first.</p>',
    contentVi:
      '<p>Nổ hũ, sòng bài trực tiếp, bắn cá, game bài, thể thao, thể thao điện tử và xổ số: riêng nổ hũ đã có <b>10.000 trò</b>. Đăng ký để chơi thật; các trò có nhãn <b>Chơi thử</b> có thể chơi thử trước.</p>',
  },
  {
    key: 'h-guest-lottery',
    type: 'H',
    execution: 'B',
    titleEn: 'Lottery of all three regions, plus 45-second express draws',
    titleVi: 'Xổ số ba miền và xổ số siêu tốc 45 giây',
    contentEn:
      '<p>Northern, central and southern draws, plus express draws every 45 seconds. Every house draw can be verified.</p>',
    contentVi:
      '<p>Xổ số miền Bắc, miền Trung, miền Nam và xổ số siêu tốc mỗi 45 giây. Mọi kỳ quay của nhà cái đều kiểm chứng được.</p>',
  },
  {
    key: 'h-first-login',
    type: 'H',
    execution: 'F',
    titleEn: 'Welcome aboard! Secure your account in the Security Centre',
    titleVi: 'Chào mừng thành viên mới! Bảo vệ tài khoản tại Trung Tâm Bảo Mật',
    contentEn:
      '<p>Set a <b>payment password</b>, bind your mobile number and e-mail, and turn on an <b>authenticator app</b> in the Security Centre.</p>',
    contentVi:
      '<p>Đặt <b>mật khẩu thanh toán</b>, liên kết số điện thoại và e-mail, và bật <b>ứng dụng xác thực</b> trong Trung Tâm Bảo Mật.</p>',
  },
  // B: notices shown with the banners.
  {
    key: 'b-member-records',
    type: 'B',
    execution: 'A',
    titleEn: 'Every bet on record: betting, income, profit and loss',
    titleVi: 'Mọi cược đều được ghi lại: lịch sử cược, thu nhập, lãi lỗ',
    contentEn:
      '<p>Open <b>Betting record</b>, <b>Income</b> and <b>Profit and loss</b> in the member centre to see your bets and results by day and by game.</p>',
    contentVi:
      '<p>Mở <b>Lịch sử cược</b>, <b>Thu nhập</b> và <b>Lãi lỗ</b> trong trung tâm thành viên để xem cược và kết quả theo ngày và theo trò chơi.</p>',
  },
  {
    key: 'b-member-app',
    type: 'B',
    execution: 'A',
    titleEn: 'Install the lite app: it opens even offline',
    titleVi: 'Cài ứng dụng nhẹ: mở được cả khi mất mạng',
    contentEn:
      '<p>Add the site to your home screen from the <b>App download</b> page: it opens instantly and still shows the lobby when the network drops.</p>',
    contentVi:
      '<p>Thêm trang vào màn hình chính từ trang <b>Tải ứng dụng</b>: mở tức thì và vẫn hiển thị sảnh khi mất mạng.</p>',
  },
  {
    key: 'b-guest-trial',
    type: 'B',
    execution: 'B',
    titleEn: 'Try games for free, no account needed',
    titleVi: 'Chơi thử miễn phí, không cần tài khoản',
    contentEn: '<p>Games marked <b>Free trial</b> can be played with demo credits before you sign up.</p>',
    contentVi: '<p>Các trò có nhãn <b>Chơi thử</b> có thể chơi bằng điểm thử trước khi đăng ký.</p>',
  },
  {
    key: 'b-first-login',
    type: 'B',
    execution: 'F',
    titleEn: 'Your first deposit: bank transfer or online gateway',
    titleVi: 'Nạp tiền lần đầu: chuyển khoản ngân hàng hoặc cổng thanh toán',
    contentEn:
      '<p>Tap <b>Deposit</b> in the header. A bank transfer is credited once our staff confirm it arrived; a gateway deposit is credited when the gateway confirms it.</p>',
    contentVi:
      '<p>Bấm <b>Nạp tiền</b> trên thanh tiêu đề. Chuyển khoản ngân hàng được cộng khi nhân viên xác nhận đã nhận tiền; nạp qua cổng thanh toán được cộng khi cổng xác nhận.</p>',
  },
  // PL: player notices (the notice list).
  {
    key: 'pl-member-withdrawal',
    type: 'PL',
    execution: 'A',
    titleEn: 'Withdrawals go to your bound bank card',
    titleVi: 'Rút tiền về thẻ ngân hàng đã liên kết',
    contentEn:
      '<p>Bind a bank card and set a payment password in the member centre, then withdraw to that card.</p><p>When the money arrives, <b>confirm receipt</b> on the withdrawal.</p>',
    contentVi:
      '<p>Liên kết thẻ ngân hàng và đặt mật khẩu thanh toán trong trung tâm thành viên, sau đó rút tiền về thẻ đó.</p><p>Khi tiền về, hãy <b>xác nhận đã nhận</b> trên lệnh rút.</p>',
  },
  {
    key: 'pl-member-security',
    type: 'PL',
    execution: 'A',
    titleEn: 'Protect your account: never share your verification code',
    titleVi: 'Bảo vệ tài khoản: không bao giờ chia sẻ mã xác minh',
    contentEn:
      '<p>Our staff will <b>never</b> ask for your password or verification code. Check <b>Login history</b> in the Security Centre; a log-in from a new device asks for a second step.</p>',
    contentVi:
      '<p>Nhân viên của chúng tôi <b>không bao giờ</b> hỏi mật khẩu hay mã xác minh của bạn. Xem <b>Lịch sử đăng nhập</b> trong Trung Tâm Bảo Mật; đăng nhập từ thiết bị mới cần thêm một bước xác minh.</p>',
  },
  {
    key: 'pl-member-newgames',
    type: 'PL',
    execution: 'A',
    titleEn: 'New slots from PG, JILI and Fa Chai',
    titleVi: 'Trò nổ hũ mới từ PG, JILI và Fa Chai',
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
    contentEn:
      '<p>Our games are for players aged <b>18 and over</b>. Only play with money you can afford to lose, and take breaks.</p>',
    contentVi:
      '<p>Trò chơi chỉ dành cho người từ <b>18 tuổi trở lên</b>. Chỉ chơi bằng số tiền bạn có thể chấp nhận mất và hãy nghỉ ngơi hợp lý.</p>',
  },
  {
    key: 'pl-first-login',
    type: 'PL',
    execution: 'F',
    titleEn: 'Getting started in three steps',
    titleVi: 'Bắt đầu trong ba bước',
    contentEn:
      '<ul><li>Deposit from the header.</li><li>Pick a game from the lobby.</li><li>Follow your bets in the Betting record.</li></ul>',
    contentVi:
      '<ul><li>Nạp tiền từ thanh tiêu đề.</li><li>Chọn trò chơi trong sảnh.</li><li>Theo dõi cược trong Lịch sử cược.</li></ul>',
  },
  // PU: popups.
  {
    key: 'pu-member-transfers',
    type: 'PU',
    execution: 'A',
    titleEn: 'Send balance to your upline or downline',
    titleVi: 'Chuyển số dư cho tuyến trên hoặc tuyến dưới',
    contentEn:
      '<p>Members of a team can transfer balance to their <b>upline</b> from the member centre, and agents to their <b>downline</b> from the agent centre. Each transfer shows in your records.</p>',
    contentVi:
      '<p>Thành viên trong đội có thể chuyển số dư cho <b>tuyến trên</b> trong trung tâm thành viên, đại lý chuyển cho <b>tuyến dưới</b> trong trung tâm đại lý. Mỗi lần chuyển đều có trong lịch sử.</p>',
  },
  {
    key: 'pu-member-second-step',
    type: 'PU',
    execution: 'A',
    titleEn: 'Logging in from a new device? Expect a second step',
    titleVi: 'Đăng nhập từ thiết bị mới? Sẽ có thêm bước xác minh',
    contentEn:
      '<p>A log-in from a device we have not seen asks for a <b>second step</b>: a code by e-mail, SMS or your authenticator app.</p>',
    contentVi:
      '<p>Đăng nhập từ thiết bị lạ sẽ cần thêm <b>một bước xác minh</b>: mã qua e-mail, SMS hoặc ứng dụng xác thực.</p>',
  },
  {
    key: 'pu-guest',
    type: 'PU',
    execution: 'B',
    titleEn: 'New here? Try before you register',
    titleVi: 'Lần đầu ghé thăm? Chơi thử trước khi đăng ký',
    contentEn:
      '<p>Games marked <b>Free trial</b> run on demo credits. Register when you are ready to play for real.</p>',
    contentVi: '<p>Các trò có nhãn <b>Chơi thử</b> dùng điểm thử. Đăng ký khi bạn sẵn sàng chơi thật.</p>',
  },
  {
    key: 'pu-first-login',
    type: 'PU',
    execution: 'F',
    titleEn: 'Welcome! Set your payment password',
    titleVi: 'Chào mừng! Hãy đặt mật khẩu thanh toán',
    contentEn:
      '<p>Thank you for joining! Before your first withdrawal, set a <b>payment password</b> and bind a bank card in the member centre.</p>',
    contentVi:
      '<p>Cảm ơn bạn đã tham gia! Trước lần rút tiền đầu tiên, hãy đặt <b>mật khẩu thanh toán</b> và liên kết thẻ ngân hàng trong trung tâm thành viên.</p>',
  },
  // PR: promotions. Only the welcome bonus promises money, and it is a live seeded campaign
  // (engine/rewards/seed-campaigns.ts) with exactly these terms; the others are informational.
  {
    key: 'pr-welcome-bonus',
    type: 'PR',
    execution: 'B',
    promotionType: 'NEW_PLAYER',
    titleEn: 'Welcome bonus: 100% of your first deposit',
    titleVi: 'Thưởng chào mừng 100% lần nạp đầu',
    contentEn:
      '<p>Make a first deposit of 100,000 ₫ or more, then claim a bonus of <b>100% of it, up to 10,000,000 ₫</b> on the Promotions page.</p><ul><li>Claim it before you bet, move or withdraw that deposit.</li>' +
      `<li>Bet 10 times the bonus within 30 days before you withdraw or transfer money out; baccarat player and banker bets count ${baccaratShare}% of their stake.</li><li>One per person and bank account.</li></ul>`,
    contentVi:
      '<p>Nạp lần đầu từ 100.000 ₫, rồi nhận thưởng <b>100% số tiền nạp, tối đa 10.000.000 ₫</b> tại trang Khuyến mãi.</p><ul><li>Nhận thưởng trước khi đặt cược, chuyển hoặc rút khoản nạp đó.</li>' +
      `<li>Đặt cược gấp 10 lần tiền thưởng trong 30 ngày trước khi rút hoặc chuyển tiền; cược nhà con, nhà cái của baccarat chỉ tính ${baccaratShare}% tiền cược.</li><li>Mỗi người và tài khoản ngân hàng một lần.</li></ul>`,
  },
  {
    key: 'pr-agent-salary',
    type: 'PR',
    execution: 'A',
    promotionType: 'REBATE',
    titleEn: 'Agents: real-time salary every 5 minutes',
    titleVi: 'Đại lý: lương thời gian thực mỗi 5 phút',
    contentEn:
      '<p>Agents earn under their <b>contract</b>: dividend, daily, hourly and real-time salary.</p><ul><li>Real-time salary is settled every 5 minutes.</li><li>Team reports show the bets and profit and loss of your downlines.</li></ul>',
    contentVi:
      '<p>Đại lý nhận thu nhập theo <b>hợp đồng</b>: chia cổ tức, lương ngày, lương giờ và lương thời gian thực.</p><ul><li>Lương thời gian thực được quyết toán mỗi 5 phút.</li><li>Báo cáo đội nhóm hiển thị cược và lãi lỗ của tuyến dưới.</li></ul>',
  },
  {
    key: 'pr-sports',
    type: 'PR',
    execution: 'A',
    promotionType: 'SPORTS',
    titleEn: 'Sports and e-sports in one lobby',
    titleVi: 'Thể thao và thể thao điện tử trong một sảnh',
    contentEn:
      '<p>Football and more from SABA, plus LoL, Dota 2 and CS2. Every ticket appears in your <b>Betting record</b>.</p>',
    contentVi:
      '<p>Bóng đá và nhiều môn khác từ SABA, cùng LoL, Dota 2 và CS2. Mọi vé cược đều có trong <b>Lịch sử cược</b>.</p>',
  },
  {
    key: 'pr-deposit',
    type: 'PR',
    execution: 'A',
    promotionType: 'DEPOSIT',
    titleEn: 'How deposits work',
    titleVi: 'Hướng dẫn nạp tiền',
    contentEn:
      '<ul><li><b>Bank transfer</b>: transfer with the reference shown; our staff confirm it and your balance is credited.</li><li><b>Online gateway</b>: pay on the gateway page; the balance is credited when it confirms.</li></ul>',
    contentVi:
      '<ul><li><b>Chuyển khoản ngân hàng</b>: chuyển kèm nội dung được hiển thị; nhân viên xác nhận và số dư được cộng.</li><li><b>Cổng thanh toán</b>: thanh toán trên trang của cổng; số dư được cộng khi cổng xác nhận.</li></ul>',
  },
  {
    key: 'pr-new-player',
    type: 'PR',
    execution: 'B',
    promotionType: 'NEW_PLAYER',
    titleEn: 'New player guide: register, deposit, play',
    titleVi: 'Hướng dẫn người chơi mới: đăng ký, nạp tiền, chơi',
    contentEn:
      '<ul><li>Register in a minute; games marked Free trial can be tried before.</li><li>Deposit by bank transfer or the online gateway.</li><li>Pick from thousands of games over 33 vendors.</li></ul>',
    contentVi:
      '<ul><li>Đăng ký trong một phút; có thể chơi thử các trò có nhãn Chơi thử trước.</li><li>Nạp tiền bằng chuyển khoản ngân hàng hoặc cổng thanh toán.</li><li>Chọn trong hàng nghìn trò chơi từ 33 nhà cung cấp.</li></ul>',
  },
  {
    key: 'pr-app',
    type: 'PR',
    execution: 'B',
    promotionType: 'DOWNLOAD_APP',
    titleEn: 'Install the lite app',
    titleVi: 'Cài ứng dụng nhẹ',
    contentEn:
      '<p>Install the app from the <b>App download</b> page: it starts from your home screen and opens even offline.</p>',
    contentVi:
      '<p>Cài ứng dụng từ trang <b>Tải ứng dụng</b>: mở ngay từ màn hình chính và vẫn mở được khi mất mạng.</p>',
  },
  {
    key: 'pr-fair-baccarat',
    type: 'PR',
    execution: 'F',
    promotionType: 'LIVE',
    titleEn: 'Baccarat you can verify',
    titleVi: 'Baccarat kiểm chứng được',
    contentEn:
      '<p>On the house baccarat tables every hand comes from a committed server seed. Reveal the seed and <b>recompute any hand</b> in the fairness panel.</p>',
    contentVi:
      '<p>Ở các bàn baccarat của nhà cái, mỗi ván được chia từ hạt giống máy chủ đã cam kết trước. Công bố hạt giống và <b>tính lại bất kỳ ván nào</b> trong bảng kiểm chứng.</p>',
  },
  // The nightly red-envelope drop (features/red-envelopes, decision 058): exactly its numbers
  // (contract/red-envelopes/constants.ts NIGHTLY_DROP, the campaign's 1x turnover in 7 days, who may
  // grab: a deposit or VIP 1, one per device and network; decision 089).
  {
    key: 'pr-red-envelope',
    type: 'PR',
    execution: 'A',
    promotionType: 'OTHER',
    titleEn: 'Red envelopes every night at 20:00',
    titleVi: 'Lì xì mỗi tối lúc 20:00',
    contentEn: `<p>Every night from 20:00 to 20:10 (GMT+7), 10,000,000 ₫ is split into <b>100 red envelopes of at least 20,000 ₫</b>. Grab one on the Red envelopes page of the side menu.</p><ul><li>For members who have made at least one deposit or reached VIP 1. One envelope per member and per device per drop, at most ${OCCASION_PER_NETWORK} per network (IP /24), while they last; trial and agent accounts cannot take part.</li><li>Bet the amount you got once within 7 days before you withdraw or transfer money out.</li><li>The split is fixed when the drop is created; its seed is revealed after the drop, so anyone can check every envelope.</li></ul>`,
    contentVi: `<p>Mỗi tối từ 20:00 đến 20:10 (GMT+7), 10.000.000 ₫ được chia thành <b>100 bao lì xì, mỗi bao ít nhất 20.000 ₫</b>. Giật lì xì tại trang Lì xì trong menu bên.</p><ul><li>Dành cho thành viên đã nạp tiền ít nhất một lần hoặc đạt VIP 1. Mỗi thành viên và mỗi thiết bị một bao mỗi đợt, mỗi mạng (IP /24) tối đa ${OCCASION_PER_NETWORK} bao, đến khi hết; tài khoản dùng thử và đại lý không tham gia.</li><li>Đặt cược bằng số tiền nhận được 1 lần trong 7 ngày trước khi rút hoặc chuyển tiền.</li><li>Cách chia được cố định khi tạo đợt; hạt giống được công bố sau đợt để ai cũng kiểm chứng được từng bao.</li></ul>`,
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
