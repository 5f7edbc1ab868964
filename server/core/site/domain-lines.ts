import type { DomainLine } from '../../../contract/system/schemas';

/**
 * Each line is the same API on another host name. Its URL keeps the scheme and port the
 * visitor used, so a line list works on any port in development and on 443 in production.
 */
export function toDomainLines(names: string[], requestUrl: string): DomainLine[] {
  const here = new URL(requestUrl);
  return names.slice(0, 5).map((domainName) => {
    const hasPort = /:\d+$/.test(domainName) && !domainName.endsWith(']');
    const host = hasPort || !here.port ? domainName : `${domainName}:${here.port}`;
    return { domainName, url: `${here.protocol}//${host}` };
  });
}
