import { describe, expect, it } from 'vitest';
import { parseCommand } from './cli';

describe('ops command parsing', () => {
  it('accepts the documented commands', () => {
    for (const argv of [
      ['maintenance', 'on'],
      ['maintenance', 'on', '--until', '2030-01-01T00:00:00Z', '--info', 'Upgrade'],
      ['maintenance', 'off'],
      ['maintenance', 'status'],
      ['region', 'block', '10.0.0.0/8'],
      ['region', 'unblock', '10.0.0.1'],
      ['region', 'list'],
      ['flag', 'MOBILENUMREG3', 'on'],
      ['register-field', 'captcha', '--enabled', 'off'],
      ['register-field', 'username', '--min', '6', '--max', '16', '--pattern', 'LETTER_FIRST_ALNUM'],
      ['points', 'redemptions'],
      ['points', 'redemptions', '--all'],
      ['points', 'approve', '12', '--reason', 'VN123'],
      ['points', 'reject', '12', '--reason', 'out of stock'],
      ['missions', 'list'],
      ['missions', 'pause', 'daily-login'],
      ['missions', 'resume', 'daily-login'],
      // prettier-ignore
      ['missions', 'create', '--code', 'daily-fish', '--period', 'daily', '--condition',
        '{"type":"bet","amount":"100000","gameTypes":["FISH"]}', '--title-vi', 'Cược bắn cá',
        '--title-en', 'Bet on fishing', '--mission-points', '10', '--cash', '1000'],
    ]) {
      expect(typeof parseCommand(argv), argv.join(' ')).toBe('function');
    }
  });

  it('explains what is wrong instead of guessing', () => {
    expect(parseCommand(['maintenance', 'sideways'])).toMatch(/^Unknown command/);
    expect(parseCommand(['region', 'block'])).toMatch(/needs an IP or CIDR/);
    expect(parseCommand(['maintenance', 'off', '--info', 'x'])).toMatch(/go with 'maintenance on'/);
    expect(parseCommand(['region', 'block', '1.2.3.4', 'extra'])).toMatch(/Too many arguments/);
    expect(() => parseCommand(['maintenance', 'on', '--bogus'])).toThrow();
    expect(parseCommand(['flag', 'MOBILENUMREG3'])).toMatch(/needs a MODID and on or off/);
    expect(parseCommand(['register-field'])).toMatch(/takes one field name/);
    expect(parseCommand(['points', 'reject', '12'])).toMatch(/needs --reason/);
    expect(parseCommand(['points', 'approve', 'x'])).toMatch(/needs a redemption id/);
    expect(parseCommand(['points', 'ship', '12'])).toMatch(/Unknown points command/);
    expect(parseCommand(['missions', 'pause'])).toMatch(/^Unknown command: missions/);
    expect(parseCommand(['missions', 'create', '--condition', '{'])).toMatch(/--condition as JSON/);
    // A condition outside the typed union is refused before anything is written.
    const odd = ['--code', 'x-odd', '--period', 'daily', '--title-vi', 'a', '--title-en', 'a'];
    const createWith = (condition: string) =>
      parseCommand(['missions', 'create', ...odd, '--condition', condition, '--mission-points', '1']);
    expect(createWith('{"type":"win","amount":"1"}')).toMatch(/missions create: condition/);
    expect(createWith('{"type":"login_days","days":0}')).toMatch(/missions create: condition\.days/);
  });
});
