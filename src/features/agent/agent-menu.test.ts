import { describe, expect, it } from 'vitest';
import { agentSections, menuFlags, sectionFromHash, supportOpen, visibleSections } from './agent-menu';

describe('agent menu', () => {
  it('shows the contract entries only with their flags', () => {
    const none = visibleSections(
      menuFlags({ dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 }),
    );
    expect(none).toEqual(agentSections.slice(0, 8));
    const some = visibleSections(
      menuFlags({ dailysalreqtype: 2, divtypereq: 1, contracthoursalreq: 0, realtimesalreqtype: 3 }),
    );
    expect(some.slice(8)).toEqual(['agentDividendRecordCopy2', 'agentDailyWages2', 'agentRealtimeSalary']);
  });
  it('opens the section of the hash when it is shown', () => {
    const v = visibleSections(
      menuFlags({ dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 }),
    );
    expect(sectionFromHash('#registerCenter', v)).toBe('registerCenter');
    expect(sectionFromHash('#agentHourSalary', v)).toBe('agentAnnouncement');
  });
  it('knows the support hours in site time', () => {
    expect(supportOpen(new Date('2026-03-16T05:00:00Z'))).toBe(true); // Mon 12:00 local
    expect(supportOpen(new Date('2026-03-16T04:59:00Z'))).toBe(false);
    expect(supportOpen(new Date('2026-03-20T13:59:00Z'))).toBe(true); // Fri 20:59
    expect(supportOpen(new Date('2026-03-20T14:00:00Z'))).toBe(false);
    expect(supportOpen(new Date('2026-03-21T06:00:00Z'))).toBe(false); // Saturday
  });
});
