import { Trans } from '@lingui/react/macro';
import { ComingSoon, PageFrame } from '../../ui/PageFrame';
import { Icon } from '../../ui/Icon';
import { permission } from '../system/permission';
import { safeExternalUrl } from '../system/safe-url';

/** App download (spec section 1): real store links when the site has them configured. */
export default function DownloadPage() {
  const resources = permission.value?.info.resources;
  const ios = safeExternalUrl(resources?.iosDownload, window.location.href);
  const android = safeExternalUrl(resources?.androidDownload, window.location.href);
  return (
    <PageFrame title={<Trans>App download</Trans>} icon="download" testId="down-page">
      {ios || android ? (
        <div className="page-actions">
          {ios ? (
            <a className="btn btn-primary" href={ios} target="_blank" rel="noopener noreferrer">
              <Icon name="download" size={18} />
              <Trans>Download for iOS</Trans>
            </a>
          ) : null}
          {android ? (
            <a className="btn btn-primary" href={android} target="_blank" rel="noopener noreferrer">
              <Icon name="download" size={18} />
              <Trans>Download for Android</Trans>
            </a>
          ) : null}
        </div>
      ) : (
        <ComingSoon>
          <Trans>
            Our apps are coming soon. You can already add this site to your home screen from the browser menu.
          </Trans>
        </ComingSoon>
      )}
    </PageFrame>
  );
}
