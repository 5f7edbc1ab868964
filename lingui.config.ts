import type { LinguiConfig } from '@lingui/conf';

// Folders whose texts are in a catalog of their own (src/features/rewards/catalog.ts loads it).
const ownCatalog = ['src/features/promotions', 'src/features/rewards'];

// Source strings are English; vi ("TY" in the spec) is the lobby's default language.
const config: LinguiConfig = {
  locales: ['vi', 'en'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}', include: ['src'], exclude: ownCatalog.map((dir) => `${dir}/**`) },
    // Texts of lazy screens that load with them, not with the lobby's first download (decision 036).
    { path: '<rootDir>/locales/rewards/{locale}', include: ownCatalog },
  ],
  format: 'po',
  // File names without line numbers: moving code does not churn the catalogs.
  formatOptions: { lineNumbers: false },
};
export default config;
