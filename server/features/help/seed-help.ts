import type { HelpSectionName } from '../../../contract/help/schemas';
import { JACKPOT_ODDS_STAKE, JACKPOT_SEED, jackpotSharePercent } from '../../../contract/jackpot/schemas';
import type { Executor } from '../../db/client';
import { helpArticles, helpArticleVersions, termsVersions } from '../../db/schema';

/**
 * The demo's help centre and terms: what the product does today (deposits through the bank
 * transfer and demo gateway channels, withdrawals with their confirmation, the security centre,
 * the lite app), nothing it does not. Operators edit them with `npm run ops -- help|terms`.
 */
type Seeded = { slug: string; section: HelpSectionName; vi: [string, string]; en: [string, string] };

/** Whole dong grouped as the app writes money (1.000.000 ₫ / 1,000,000 ₫). */
const dong = (n: bigint, sep: '.' | ',') => `${n.toString().replace(/\B(?=(\d{3})+(?!\d))/g, sep)} ₫`;
/** 1 in N on a spin of `stake`. */
const oneIn = (stake: bigint, sep: '.' | ',') => dong(JACKPOT_ODDS_STAKE / stake, sep).replace(' ₫', '');

/**
 * The jackpot's rules as players read them (decision 061), written from the constants the code
 * runs on, so the page cannot drift from them. The lobby's jackpot label links here.
 */
export const jackpotArticle: Seeded = {
  slug: 'jackpot',
  section: 'faq',
  vi: [
    'Hũ thưởng (Jackpot) hoạt động thế nào?',
    `Con số "Hũ thưởng" ở sảnh là số tiền thật đang có trong hũ, cập nhật vài giây một lần.\n\n- Hũ nhận ${jackpotSharePercent().replace('.', ',')}% của mỗi cược hợp lệ đã kết toán trên các trò slot và bắn cá của nền tảng (trò RNG và FISH, trừ trò bàn).\n- Mỗi lượt quay bằng tiền thật trên các trò đó có cơ hội trúng cả hũ bằng tiền cược ÷ ${dong(JACKPOT_ODDS_STAKE, '.')}: 1 trên ${oneIn(10_000n, '.')} với lượt ${dong(10_000n, '.')}, 1 trên ${oneIn(10_000_000n, '.')} với mức cược lớn nhất ${dong(10_000_000n, '.')}.\n- Lượt trúng được quyết định bởi số ngẫu nhiên có thể kiểm chứng của chính lượt quay (số thứ tư rút ra cho lượt quay, được kiểm tra cùng cả ván khi bạn bấm "Kiểm chứng" trong mục "Công bằng có thể kiểm chứng"): trúng khi nó nhỏ hơn tiền cược ÷ ${dong(JACKPOT_ODDS_STAKE, '.')}.\n- Người trúng nhận toàn bộ hũ vào số dư ngay; nhà cái góp lại ${dong(JACKPOT_SEED, '.')} để hũ bắt đầu lại, và lượt trúng hiện trên bảng người thắng.\n- Chơi thử (demo) không góp vào hũ và không trúng hũ.`,
  ],
  en: [
    'How does the Jackpot work?',
    `The "Jackpot" figure in the lobby is the real amount in the pool, updated every few seconds.\n\n- The pool receives ${jackpotSharePercent()}% of every settled valid bet on the platform's slot and fishing games (RNG and FISH games, except table games).\n- Every real-money spin of those games has a chance to win the whole pool of its stake ÷ ${dong(JACKPOT_ODDS_STAKE, ',')}: 1 in ${oneIn(10_000n, ',')} on a ${dong(10_000n, ',')} spin, 1 in ${oneIn(10_000_000n, ',')} on the largest stake of ${dong(10_000_000n, ',')}.\n- The win is decided by the spin's own provably fair randomness (the fourth number drawn for the spin, checked with the rest of the round when you press "Verify" under "Provably fair" in the game): it wins when that number is below the stake ÷ ${dong(JACKPOT_ODDS_STAKE, ',')}.\n- The winner receives the whole pool in their balance at once; the house puts ${dong(JACKPOT_SEED, ',')} back so the pool starts again, and the win shows on the winner board.\n- Demo play neither feeds nor wins the pool.`,
  ],
};

export const helpSeed: Seeded[] = [
  {
    slug: 'create-account',
    section: 'account',
    vi: [
      'Tạo tài khoản và đăng nhập',
      'Chọn "Đăng ký", nhập tên đăng nhập, mật khẩu và các thông tin trang yêu cầu, rồi đánh dấu đồng ý với điều khoản. Phiên bản điều khoản bạn đồng ý được lưu lại cùng tài khoản.\n\nKhi đăng nhập từ một địa chỉ mới, trang có thể hỏi thêm một bước xác minh (SMS, e-mail, Google Authenticator hoặc tên người nhận).\n\n- Quên mật khẩu: chọn "Quên mật khẩu" và lấy lại bằng e-mail hoặc số điện thoại.\n- Sai mật khẩu 3 lần sẽ cần mã captcha; sai 10 lần thì tài khoản bị khoá 5 phút với địa chỉ đó.',
    ],
    en: [
      'Creating an account and logging in',
      'Choose "Register", enter a user name, a password and the details the site asks for, then tick the box accepting the terms. The terms version you accepted is stored with your account.\n\nWhen you log in from an address the account has not used before, the site may ask for a second step (SMS, e-mail, Google Authenticator or payee name).\n\n- Forgot your password: choose "Forgot password" and recover it by e-mail or mobile number.\n- After 3 wrong passwords a captcha is needed; after 10 the account is locked for 5 minutes from that address.',
    ],
  },
  {
    slug: 'how-to-deposit',
    section: 'deposits',
    vi: [
      'Cách nạp tiền',
      'Mở Trung tâm thành viên → Nạp tiền và chọn một kênh. Mỗi kênh ghi rõ số tiền tối thiểu và tối đa.\n\n- Chuyển khoản ngân hàng: chuyển đến tài khoản nhận hiển thị trên màn hình, ghi đúng mã tham chiếu. Tiền được cộng khi nhân viên xác nhận đã nhận được.\n- Ngân hàng trực tuyến: bạn thanh toán trên trang của cổng thanh toán; tiền được cộng ngay khi cổng xác nhận.\n\nKhi tiền vào số dư, bạn nhận được một tin nhắn trong hộp thư. Nếu giao dịch thất bại, hộp thư cũng báo cho bạn.',
    ],
    en: [
      'How to deposit',
      "Open the member centre → Deposit and choose a channel. Each channel shows its minimum and maximum amount.\n\n- Bank transfer: transfer to the receiving account shown on screen, with the reference exactly as given. The money is credited when an operator confirms it arrived.\n- Online banking: you pay on the payment gateway's page; the money is credited as soon as the gateway confirms.\n\nWhen the money reaches your balance, a message arrives in your inbox. If the deposit fails, the inbox tells you too.",
    ],
  },
  {
    slug: 'deposit-not-arrived',
    section: 'deposits',
    vi: [
      'Tiền nạp chưa vào tài khoản',
      'Chuyển khoản ngân hàng cần nhân viên xác nhận, nên có thể mất một lúc. Hãy kiểm tra lịch sử giao dịch trong Trung tâm thành viên.\n\nNếu tiền đã rời tài khoản ngân hàng của bạn mà giao dịch bị báo thất bại, hãy gửi góp ý (mục "Nạp tiền") kèm ảnh chụp biên lai, hoặc liên hệ chăm sóc khách hàng.',
    ],
    en: [
      'My deposit has not arrived',
      'Bank transfers wait for an operator to confirm them, which can take a while. Check the transaction history in the member centre.\n\nIf the money left your bank account but the deposit is marked failed, send feedback (category "Deposit") with a picture of the receipt, or contact customer service.',
    ],
  },
  {
    slug: 'how-to-withdraw',
    section: 'withdrawals',
    vi: [
      'Cách rút tiền',
      'Mở Trung tâm thành viên → Rút tiền, thêm thẻ ngân hàng nếu chưa có, nhập số tiền và mật khẩu thanh toán.\n\n- Số tiền được giữ lại khỏi số dư ngay khi bạn gửi yêu cầu.\n- Khi nhân viên chuyển tiền, yêu cầu được duyệt và bạn nhận tin nhắn "Rút tiền đã được duyệt".\n- Nếu yêu cầu bị từ chối, số tiền giữ lại được trả về số dư và hộp thư báo cho bạn.\n\nMặc định mỗi lần rút từ 50.000 ₫ đến 500.000.000 ₫; màn hình rút tiền luôn hiển thị giới hạn đang áp dụng.',
    ],
    en: [
      'How to withdraw',
      'Open the member centre → Withdraw, add a bank card if you have none, enter the amount and your payment password.\n\n- The amount is held from your balance as soon as you send the request.\n- When an operator pays it, the request is approved and you receive a "Withdrawal approved" message.\n- If the request is rejected, the held amount goes back to your balance and the inbox tells you.\n\nBy default a withdrawal is between 50,000 ₫ and 500,000,000 ₫; the withdrawal screen always shows the limits in force.',
    ],
  },
  {
    slug: 'confirm-withdrawal',
    section: 'withdrawals',
    vi: [
      'Xác nhận đã nhận tiền rút',
      'Sau khi được chi trả, hãy cho chúng tôi biết kết quả: đã nhận (ghi số tiền thực nhận), đã nhận đủ, hoặc chưa nhận.\n\nNếu chưa nhận, hãy tải lên ảnh chứng từ (PNG hoặc JPG, tối đa 5 MB) trước khi gửi. Nếu bạn không trả lời trong thời gian quy định (mặc định 30 phút), giao dịch được tính là đã nhận và không thể đổi lại.',
    ],
    en: [
      'Confirming a withdrawal was received',
      'Once a withdrawal is paid, tell us how it went: received (with the amount that arrived), fully paid, or not received.\n\nFor "not received", upload a proof image (PNG or JPG, at most 5 MB) first. Without an answer within the set time (30 minutes by default) the withdrawal counts as received, and that cannot be reversed.',
    ],
  },
  {
    slug: 'security-centre',
    section: 'security',
    vi: [
      'Bảo vệ tài khoản',
      'Trong Trung tâm bảo mật bạn có thể đổi mật khẩu đăng nhập, đặt hoặc đổi mật khẩu thanh toán (dùng khi rút và chuyển tiền), gắn e-mail và số điện thoại, và bật Google Authenticator.\n\n- Không chia sẻ mật khẩu hoặc mã xác minh với bất kỳ ai, kể cả người tự xưng là nhân viên.\n- Đăng nhập từ địa chỉ mới cần thêm một bước xác minh.\n- Nhập sai mật khẩu thanh toán quá nhiều lần sẽ phải chờ trước khi thử lại.',
    ],
    en: [
      'Keeping your account safe',
      'In the security centre you can change your login password, set or change the payment password (asked for withdrawals and transfers), link an e-mail address and a mobile number, and turn on Google Authenticator.\n\n- Never share a password or a verification code with anyone, including someone who says they are staff.\n- A login from a new address asks for a second step.\n- Too many wrong payment passwords make you wait before trying again.',
    ],
  },
  {
    slug: 'lite-app',
    section: 'app',
    vi: [
      'Ứng dụng nhẹ (lite app)',
      'Mở trang Tải ứng dụng (/down) và chọn cài đặt để thêm sảnh vào màn hình chính. Ứng dụng nhẹ không cần cửa hàng ứng dụng.\n\n- Sảnh, danh sách trò chơi và trung tâm trợ giúp vẫn mở được khi mạng yếu hoặc mất mạng, từ bản đã lưu.\n- Ứng dụng tự chọn đường truyền nhanh nhất; bạn có thể tự kiểm tra trong "Kiểm tra tốc độ đường truyền" ở menu bên.\n- Khi có phiên bản mới, bấm "Cập nhật" để tải lại.\n\nSố dư, nạp và rút tiền luôn cần kết nối mạng.',
    ],
    en: [
      'The lite app',
      'Open the app download page (/down) and choose install to add the lobby to your home screen. The lite app needs no app store.\n\n- The lobby, game lists and this help centre still open on a weak or lost connection, from the saved copy.\n- The app picks the fastest server line by itself; you can check it with "Line speed test" in the side menu.\n- When a new version is ready, press "Update" to load it.\n\nBalance, deposits and withdrawals always need a connection.',
    ],
  },
  {
    slug: 'faq-feedback',
    section: 'faq',
    vi: [
      'Làm sao để gửi góp ý?',
      'Mở Góp ý trong trung tâm trợ giúp, chọn loại, viết tối đa 140 ký tự và đính kèm tối đa 3 ảnh PNG hoặc JPG (mỗi ảnh tối đa 5 MB). Câu trả lời của nhân viên hiện trong "Góp ý của tôi" và trong hộp thư.',
    ],
    en: [
      'How do I send feedback?',
      'Open Feedback in the help centre, choose a category, write up to 140 characters and attach up to 3 PNG or JPG images (5 MB each at most). The operator\'s answer shows in "My feedback" and in your inbox.',
    ],
  },
  {
    slug: 'faq-balance-offline',
    section: 'faq',
    vi: [
      'Vì sao không thấy số dư khi mất mạng?',
      'Số dư và giao dịch tiền không bao giờ được lưu trên máy: chúng luôn được lấy trực tiếp từ máy chủ. Khi có mạng trở lại, số dư hiện ngay.',
    ],
    en: [
      'Why is my balance missing when I am offline?',
      'Your balance and money movements are never stored on the device: they always come from the server. Once the connection is back, the balance shows again.',
    ],
  },
  {
    slug: 'faq-fair-games',
    section: 'faq',
    vi: [
      'Trò chơi của nhà cái có công bằng không?',
      'Các trò chơi do chính nền tảng cung cấp (slot, baccarat, xổ số) dùng kết quả có thể kiểm chứng (provably fair) và công bố tỷ lệ hoàn trả lý thuyết. Bảng "Công bằng" trong mỗi trò chơi cho bạn kiểm tra từng ván.',
    ],
    en: [
      'Are the house games fair?',
      'The games the platform provides itself (slot, baccarat, lottery) use provably fair outcomes and state their theoretical return. The "Fairness" panel in each game lets you check every round.',
    ],
  },
  jackpotArticle,
];

export const termsSeed = {
  vi: `1. Đối tượng. Chỉ người từ 18 tuổi trở lên, được phép tham gia theo luật nơi mình sống, mới được mở tài khoản.

2. Một tài khoản cho mỗi người. Mỗi người chỉ có một tài khoản; một địa chỉ e-mail hoặc số điện thoại chỉ gắn với một tài khoản. Thông tin đăng ký và tên người nhận phải đúng và là của bạn.

3. Tiền. Số dư tính bằng đồng Việt Nam (VND). Nạp và rút tiền theo giới hạn hiển thị trên màn hình. Tiền rút chỉ được chuyển vào thẻ ngân hàng đứng tên bạn.

4. Xác nhận rút tiền. Sau khi được chi trả, bạn xác nhận đã nhận, đã nhận đủ hoặc chưa nhận (kèm ảnh chứng từ). Không trả lời trong thời gian quy định được tính là đã nhận.

5. Trò chơi. Kết quả trò chơi của nhà cung cấp là kết quả cuối cùng. Trò chơi của nền tảng dùng kết quả có thể kiểm chứng.

6. Bảo mật. Bạn giữ kín mật khẩu, mật khẩu thanh toán và mã xác minh. Mọi thao tác bằng thông tin đăng nhập của bạn được coi là của bạn.

7. Lạm dụng. Gian lận, dùng nhiều tài khoản, phần mềm tự động hoặc khai thác lỗi có thể khiến tài khoản bị tạm khoá trong khi chúng tôi kiểm tra.

8. Chơi có trách nhiệm. Chỉ chơi bằng số tiền bạn có thể mất. Nếu cần tạm dừng, hãy liên hệ chăm sóc khách hàng.

9. Thay đổi điều khoản. Điều khoản có phiên bản; phiên bản bạn đồng ý khi đăng ký được lưu lại. Phiên bản mới được công bố tại trang này.

10. Liên hệ. Câu hỏi và khiếu nại: chăm sóc khách hàng hoặc mục Góp ý.`,
  en: `1. Who may play. Only people aged 18 or over, allowed to take part by the law where they live, may open an account.

2. One account per person. Each person has one account; an e-mail address or mobile number belongs to one account only. Registration details and the payee name must be true and your own.

3. Money. Balances are in Vietnamese dong (VND). Deposits and withdrawals follow the limits shown on screen. Withdrawals are paid only to a bank card in your name.

4. Withdrawal confirmation. Once a withdrawal is paid, you confirm it as received, fully paid or not received (with a proof image). No answer within the set time counts as received.

5. Games. A game provider's result is final. The platform's own games use provably fair outcomes.

6. Security. Keep your password, payment password and verification codes to yourself. Anything done with your login details counts as done by you.

7. Abuse. Fraud, several accounts, automated software or exploiting faults may get an account suspended while we investigate.

8. Responsible play. Play only with money you can afford to lose. If you need a break, contact customer service.

9. Changes. The terms are versioned; the version you accepted at registration is recorded. New versions are published on this page.

10. Contact. Questions and complaints: customer service or Feedback.`,
};

/** Seed writer (server/seed): idempotent, version 1 of each article and of the terms. */
export async function writeHelpContent(db: Executor): Promise<void> {
  for (const [i, a] of helpSeed.entries()) {
    const text = { titleVi: a.vi[0], bodyVi: a.vi[1], titleEn: a.en[0], bodyEn: a.en[1] };
    const [row] = await db
      .insert(helpArticles)
      .values({ ...text, slug: a.slug, section: a.section, sort: i, version: 1 })
      .onConflictDoNothing()
      .returning({ id: helpArticles.id });
    if (row)
      await db.insert(helpArticleVersions).values({ ...text, articleId: row.id, version: 1, actor: 'seed' });
  }
  await db
    .insert(termsVersions)
    .values({ version: 1, bodyVi: termsSeed.vi, bodyEn: termsSeed.en, actor: 'seed' })
    .onConflictDoNothing();
}
