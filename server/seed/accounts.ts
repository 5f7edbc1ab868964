import { daysBeforeEpoch } from './epoch';
import { Rng } from './prng';

/** The one password of every demo login; it passes the seeded STRONG_PASSWORD rule. */
export const DEMO_PASSWORD = 'Demo@12345';

/** Money is in minor units; VND has none, so 1n is one dong. */
export const DEMO_BALANCES = {
  member: 5_000_000n,
  agent: 2_000_000n,
  downline: 500_000n,
} as const;

export type AccountSeed = {
  account: string;
  nickname: string;
  type: 0 | 1 | 2 | 4 | 41 | 42;
  /** Plain demo password, hashed when written; null for the trial account (free-play login). */
  password: string | null;
  /** The upline's `account`; resolved to parent_id when written. */
  parent: string | null;
  email: string | null;
  /** National number without the leading 0, with countryDialingCode '+84'. */
  mobileNum: string | null;
  countryDialingCode: string | null;
  vipLevel: number;
  createdAt: Date;
  /** Opening balance credited through the ledger; null means no wallet credit. */
  deposit: bigint | null;
  /** Shown by `npm start` as a ready-made login. */
  role?: string;
};

// Given names for downline members: login is the unaccented form, nickname keeps the accents.
const PEOPLE: readonly (readonly [login: string, nickname: string])[] = [
  ['minhanh', 'Minh Anh'],
  ['quanghuy', 'Quang Huy'],
  ['thuytrang', 'Thùy Trang'],
  ['ducthang', 'Đức Thắng'],
  ['baongoc', 'Bảo Ngọc'],
  ['hoanglong', 'Hoàng Long'],
  ['lanphuong', 'Lan Phương'],
  ['tuananh', 'Tuấn Anh'],
  ['thuha', 'Thu Hà'],
  ['vankhoa', 'Văn Khoa'],
  ['mylinh', 'Mỹ Linh'],
  ['giabao', 'Gia Bảo'],
  ['khanhvy', 'Khánh Vy'],
  ['ngocduy', 'Ngọc Duy'],
];

// Vietnamese mobile prefixes (Viettel, Vinaphone, Mobifone) without the trunk 0.
const MOBILE_PREFIXES = [
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '38',
  '39',
  '86',
  '96',
  '97',
  '98',
  '81',
  '83',
  '84',
  '85',
  '88',
  '91',
  '94',
  '70',
  '76',
  '77',
  '78',
  '79',
  '89',
  '90',
  '93',
];

const AGENT_CHAIN = [
  { account: 'agent1', type: 1, nickname: 'Đại Lý Tổng', role: 'agent (type 1)', ageDays: 420 },
  { account: 'agent2', type: 2, nickname: 'Đại Lý Cấp 2', role: 'agent (type 2)', ageDays: 360 },
  { account: 'agent41', type: 41, nickname: 'Đại Lý Cấp 3', role: 'agent (type 41)', ageDays: 270 },
  { account: 'agent42', type: 42, nickname: 'Đại Lý Cấp 4', role: 'agent (type 42)', ageDays: 180 },
] as const;

/**
 * The demo member, a trial account and a four-level agent chain (1 > 2 > 41 > 42), each agent
 * with 2-3 member downlines. Uplines come before their downlines.
 */
export function buildAccounts(): AccountSeed[] {
  const rng = Rng.for('accounts');
  const usedMobiles = new Set<string>();
  const mobile = () => {
    let n: string;
    do n = rng.pick(MOBILE_PREFIXES) + String(rng.int(0, 9_999_999)).padStart(7, '0');
    while (usedMobiles.has(n));
    usedMobiles.add(n);
    return n;
  };
  const contact = (account: string) => ({
    email: `${account}@example.test`,
    mobileNum: mobile(),
    countryDialingCode: '+84',
  });

  const out: AccountSeed[] = [
    {
      account: 'demo',
      nickname: 'Người Chơi Demo',
      type: 0,
      password: DEMO_PASSWORD,
      parent: null,
      ...contact('demo'),
      vipLevel: 3,
      createdAt: daysBeforeEpoch(90),
      deposit: DEMO_BALANCES.member,
      role: 'member',
    },
    {
      // Real trial accounts are made by the free-play login; this one shows the shape.
      account: 'trial_demo',
      nickname: 'Khách Dùng Thử',
      type: 4,
      password: null,
      parent: null,
      email: null,
      mobileNum: null,
      countryDialingCode: null,
      vipLevel: 0,
      createdAt: daysBeforeEpoch(1),
      deposit: null,
    },
  ];

  const people = rng.shuffle(PEOPLE);
  let upline: string | null = null;
  for (const agent of AGENT_CHAIN) {
    out.push({
      account: agent.account,
      nickname: agent.nickname,
      type: agent.type,
      password: DEMO_PASSWORD,
      parent: upline,
      ...contact(agent.account),
      vipLevel: rng.int(2, 6),
      createdAt: daysBeforeEpoch(agent.ageDays),
      deposit: DEMO_BALANCES.agent,
      role: agent.role,
    });
    const downlines = rng.int(2, 3);
    for (let i = 0; i < downlines; i++) {
      const person = people.pop();
      if (!person) throw new Error('not enough demo names for the downlines');
      const account = `${person[0]}${rng.int(10, 99)}`;
      out.push({
        account,
        nickname: person[1],
        type: 0,
        password: DEMO_PASSWORD,
        parent: agent.account,
        ...contact(account),
        vipLevel: rng.int(0, 4),
        createdAt: daysBeforeEpoch(rng.int(5, agent.ageDays - 5)),
        deposit: DEMO_BALANCES.downline,
      });
    }
    upline = agent.account;
  }
  return out;
}
