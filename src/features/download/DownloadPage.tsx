import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { PageFrame } from '../../ui/PageFrame';
import { Icon, type IconName } from '../../ui/Icon';
import { permission } from '../system/permission';
import { safeExternalUrl } from '../system/safe-url';
import { appInstalled, installPrompt } from './install-prompt';
import { installLiteApp, isIos } from './install';
import './download.css';
import { Button } from '../../ui/Button';

type EntryProps = { testId: string; icon: IconName; title: ReactNode; note: ReactNode; children: ReactNode };

function Entry({ testId, icon, title, note, children }: EntryProps) {
  return (
    <li className="down-entry" data-testid={testId}>
      <span className="down-icon">
        <Icon name={icon} size={28} />
      </span>
      <div className="down-text">
        <h2>{title}</h2>
        <p>{note}</p>
      </div>
      <div className="down-action">{children}</div>
    </li>
  );
}

function StoreLink({ href, children }: { href: string | null; children: ReactNode }) {
  if (!href)
    return (
      <span className="down-soon">
        <Trans>Coming soon</Trans>
      </span>
    );
  return (
    <a className="btn btn-primary" href={href} target="_blank" rel="noopener noreferrer">
      <Icon name="download" size={18} />
      {children}
    </a>
  );
}

function LiteAppAction() {
  if (appInstalled.value)
    return (
      <span className="down-soon" data-testid="lite-installed">
        <Trans>Installed</Trans>
      </span>
    );
  if (installPrompt.value)
    return (
      <Button variant="primary" data-testid="install-lite-app" onClick={() => void installLiteApp()}>
        <Icon name="download" size={18} />
        <Trans>Install</Trans>
      </Button>
    );
  return null;
}

function LiteAppNote() {
  if (appInstalled.value) return <Trans>You are using the lite app.</Trans>;
  if (installPrompt.value)
    return <Trans>Installs in seconds, takes little space and opens even on a weak network.</Trans>;
  if (isIos()) return <Trans>In Safari, tap Share, then "Add to Home Screen".</Trans>;
  return <Trans>Open your browser menu and choose "Install app" or "Add to Home screen".</Trans>;
}

/** App download (spec sections 1 and 2): iOS and Android apps where configured, and this site as the lite app. */
export default function DownloadPage() {
  const resources = permission.value?.info.resources;
  const ios = safeExternalUrl(resources?.iosDownload, window.location.href);
  const android = safeExternalUrl(resources?.androidDownload, window.location.href);
  return (
    <PageFrame title={<Trans>App download</Trans>} icon="download" testId="down-page">
      <ul className="down-list">
        <Entry testId="down-lite" icon="flame" title={<Trans>Lite app</Trans>} note={<LiteAppNote />}>
          <LiteAppAction />
        </Entry>
        <Entry
          testId="down-ios"
          icon="download"
          title={<Trans>iOS app</Trans>}
          note={<Trans>For iPhone and iPad.</Trans>}
        >
          <StoreLink href={ios}>
            <Trans>Download for iOS</Trans>
          </StoreLink>
        </Entry>
        <Entry
          testId="down-android"
          icon="download"
          title={<Trans>Android app</Trans>}
          note={<Trans>For Android phones and tablets.</Trans>}
        >
          <StoreLink href={android}>
            <Trans>Download for Android</Trans>
          </StoreLink>
        </Entry>
      </ul>
    </PageFrame>
  );
}
