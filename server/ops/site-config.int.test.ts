import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegisterSettingResponse } from '../../contract/system/schemas';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app';
import { setFlag, setRegisterField } from './site-config';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const settings = async () => {
  t.deps.changes.emit('site');
  return RegisterSettingResponse.parse(await (await t.get('/wps/system/setting/register')).json()).value;
};

describe('site configuration commands', () => {
  it('switch a whitelabel flag, which the register settings reflect', async () => {
    expect((await settings()).mobileReg).toBe(false);
    expect(await setFlag(t.database, 'MOBILENUMREG3', 'on')).toBe('MOBILENUMREG3 is on.');
    expect((await settings()).mobileReg).toBe(true);
    await setFlag(t.database, 'MOBILENUMREG3', 'off');
    await expect(setFlag(t.database, 'NOPE3', 'on')).rejects.toThrow(/no whitelabel flag/);
    await expect(setFlag(t.database, 'MOBILENUMREG3', 'maybe')).rejects.toThrow();
  });

  it('change a registration field rule and refuse an impossible one', async () => {
    expect(await setRegisterField(t.database, 'captcha', { enabled: 'off' })).toMatch(
      /^captcha: enabled off/,
    );
    expect((await settings()).validate.captcha?.enabled).toBe(false);
    await setRegisterField(t.database, 'captcha', { enabled: 'on' });
    expect((await settings()).validate.captcha?.enabled).toBe(true);

    await expect(setRegisterField(t.database, 'username', { min: '30', max: '20' })).rejects.toThrow(
      /above max/,
    );
    await expect(setRegisterField(t.database, 'username', { pattern: 'NOT_A_PATTERN' })).rejects.toThrow();
    await expect(setRegisterField(t.database, 'username', {})).rejects.toThrow(/at least one/);
    await expect(setRegisterField(t.database, 'nofield', { enabled: 'on' })).rejects.toThrow(
      /no register field/,
    );
  });
});
