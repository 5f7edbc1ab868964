import { useLingui } from '@lingui/react/macro';
import type { Language } from '../../../contract/common';
import { language, setLanguage } from '../../lib/i18n';
import { saveMemberLanguage } from '../accounts/session';
import { theme, toggleTheme } from '../../lib/theme';
import { Icon } from '../../ui/Icon';
import { Clock } from './Clock';

const languages: Language[] = ['vi', 'en'];

function LangSwitch() {
  const { t } = useLingui();
  const current = language.value;
  const next: Language = current === 'vi' ? 'en' : 'vi';
  const label = next === 'en' ? t`Switch to English` : t`Switch to Vietnamese`;
  return (
    <button
      type="button"
      className="chip-btn"
      data-testid="lang-switch"
      onClick={() => void setLanguage(next).then(() => saveMemberLanguage(next))}
      aria-label={label}
      title={label}
    >
      <Icon name="globe" size={15} />
      {languages.map((code) => (
        <span key={code} className={code === current ? 'chip-on' : 'chip-off'} lang={code}>
          {code.toUpperCase()}
        </span>
      ))}
    </button>
  );
}

function ThemeToggle() {
  const { t } = useLingui();
  const dark = theme.value === 'dark';
  const label = dark ? t`Switch to light theme` : t`Switch to dark theme`;
  return (
    <button
      type="button"
      className="chip-btn chip-icon"
      data-testid="theme-toggle"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
    >
      <Icon name={dark ? 'sun' : 'moon'} size={16} />
    </button>
  );
}

export function TopBar() {
  return (
    <div className="topbar">
      <div className="topbar-inner">
        <Clock />
        <div className="topbar-actions">
          <LangSwitch />
          <ThemeToggle />
        </div>
      </div>
    </div>
  );
}
