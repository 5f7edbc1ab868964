import type { WhitelabelFlag } from '../../contract/system/schemas';

export type WhitelabelSeed = { modId: string; parentModId: string | null; enabled: boolean; sort: number };

type Module = {
  modId: string;
  enabled: boolean;
  children: [flag: WhitelabelFlag | string, enabled: boolean][];
};

/**
 * The whitelabel tree: five modules with their feature flags. All seven flags of spec
 * section 3 are present (typed as WhitelabelFlag so a rename in the contract breaks here);
 * the others are toggles spec section 6 names (free play, password expiry, SMS login, VIP,
 * affiliate codes) for features that read them later.
 */
const MODULES: readonly Module[] = [
  {
    modId: 'MEMBER',
    enabled: true,
    children: [
      ['MANPLAYREB3', true], // manual rebate in the member centre
      ['VIP3', true],
      ['POINTMALL3', true],
    ],
  },
  {
    modId: 'REGISTER',
    enabled: true,
    children: [
      ['USERNAMEREG3', true],
      ['MOBILENUMREG3', false], // off: the register popup opens on username mode
      ['MOBILENUMPASSREG3', false],
      ['REGMOBVERF3', false], // off: no SMS code at registration
      ['AFFILIATECODE3', true],
    ],
  },
  {
    modId: 'SECURITY',
    enabled: true,
    children: [
      ['CHNGPASSVERIF3', false], // off: forgot-password starts on the e-mail tab
      ['PWDEXPIRY3', false],
      ['SMSLOGIN3', false],
    ],
  },
  {
    modId: 'AGENT',
    enabled: true,
    children: [
      ['AGENTPOLICY3', true], // consolidated contract info for non-trial users
      ['AGENTREALTIMESAL3', true],
    ],
  },
  {
    modId: 'GAME',
    enabled: true,
    children: [
      ['FREEPLAY3', true],
      ['FAVOURITES3', true],
    ],
  },
];

/** Parents before children, so the self-referencing foreign key holds row by row. */
export function buildWhitelabel(): WhitelabelSeed[] {
  const roots = MODULES.map((m, i) => ({
    modId: m.modId,
    parentModId: null,
    enabled: m.enabled,
    sort: i + 1,
  }));
  const children = MODULES.flatMap((m) =>
    m.children.map(([modId, enabled], i) => ({ modId, parentModId: m.modId, enabled, sort: i + 1 })),
  );
  return [...roots, ...children];
}
