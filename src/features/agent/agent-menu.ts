/**
 * The agent centre menu of spec section 2, in its order, and the flag rules of section 6: the
 * dividend record needs enableCt, daily wages need salary, hourly salary needs hourSalary, the
 * real-time salary needs agentRealtimeSalary. The flags come from the consolidated info call.
 */
export const agentSections = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentSection = (typeof agentSections)[number];

export type MenuFlags = {
  enableCt: boolean;
  salary: boolean;
  hourSalary: boolean;
  agentRealtimeSalary: boolean;
};

/** The flags from the consolidated info: a kind with a contract or a request waiting (non-zero) is on. */
export function menuFlags(c: {
  dailysalreqtype: number;
  divtypereq: number;
  contracthoursalreq: number;
  realtimesalreqtype: number;
}): MenuFlags {
  return {
    enableCt: c.divtypereq !== 0,
    salary: c.dailysalreqtype !== 0,
    hourSalary: c.contracthoursalreq !== 0,
    agentRealtimeSalary: c.realtimesalreqtype !== 0,
  };
}

const needs: Partial<Record<AgentSection, keyof MenuFlags>> = {
  agentDividendRecordCopy2: 'enableCt',
  agentDailyWages2: 'salary',
  agentHourSalary: 'hourSalary',
  agentRealtimeSalary: 'agentRealtimeSalary',
};

export function visibleSections(flags: MenuFlags): AgentSection[] {
  return agentSections.filter((s) => {
    const flag = needs[s];
    return flag === undefined || flags[flag];
  });
}

/** The section named by the URL hash, when it is one the menu shows; else the first. */
export function sectionFromHash(hash: string, visible: readonly AgentSection[]): AgentSection {
  const name = hash.replace(/^#/, '');
  return (visible as readonly string[]).includes(name) ? (name as AgentSection) : visible[0]!;
}

/** Agent support hours (spec section 1): Monday to Friday, 12:00 to 21:00 site time (UTC+7). */
export function supportOpen(now: Date): boolean {
  const local = new Date(now.getTime() + 7 * 3_600_000);
  const day = local.getUTCDay();
  const minutes = local.getUTCHours() * 60 + local.getUTCMinutes();
  return day >= 1 && day <= 5 && minutes >= 12 * 60 && minutes < 21 * 60;
}
