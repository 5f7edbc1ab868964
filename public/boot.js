/* global document, localStorage, window */
// Runs before first paint (a blocking script in <head>, external so the CSP can stay 'self'):
// applies the stored or system theme and the stored language, so nothing flashes.
(function () {
  var d = document.documentElement;
  var theme = null;
  var lang = null;
  try {
    theme = localStorage.getItem('theme');
    lang = localStorage.getItem('lang') || localStorage.getItem('hisLang');
  } catch {
    // Storage disabled: fall through to the system theme.
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  d.setAttribute('data-theme', theme);
  if (lang === 'vi' || lang === 'en') d.lang = lang;
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', theme === 'dark' ? '#0e1118' : '#f5f2ea');
})();
