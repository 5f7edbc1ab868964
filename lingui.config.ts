import type { LinguiConfig } from '@lingui/conf';

// Source strings are English; vi ("TY" in the spec) is the lobby's default language.
const config: LinguiConfig = {
  locales: ['vi', 'en'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}', include: ['src'] }],
  format: 'po',
  // File names without line numbers: moving code does not churn the catalogs.
  formatOptions: { lineNumbers: false },
};
export default config;
