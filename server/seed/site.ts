import type { SiteResources } from '../../contract/system/schemas';

/** What `site.info` holds: the permission call's info fields that are not tables of their own. */
export type SiteInfo = {
  mainDomain: string;
  gtagId: string | null;
  /** '' means "this origin": the server and the PWA serve images and launches themselves. */
  imageCDNs: string[];
  launchGameCDNs: string[];
  hasFreePlay: boolean;
  showVerCodeLogin: boolean;
  pwdEnabled: boolean;
};

export const siteResources: SiteResources = {
  telegram: 'https://t.me/lobbydemo_official',
  facebook: 'https://www.facebook.com/lobbydemo.official',
  iosDownload: '/down#ios',
  androidDownload: '/down#android',
  licence:
    'Lobby Demo is operated by Lobby Demo Entertainment N.V., registration no. 000000, ' +
    'Abraham de Veerstraat 9, Willemstad, Curaçao, under licence OGL/2024/0000/0000 issued by ' +
    'the Curaçao Gaming Authority. Players must be 18 or older. Gambling can be addictive: ' +
    'please play responsibly. This is demonstration data; no real-money licence is claimed.',
  currencySymbol: '₫',
  currency: 'VND',
  timeZone: 'Asia/Ho_Chi_Minh',
};

export const siteInfo: SiteInfo = {
  mainDomain: 'localhost',
  gtagId: null,
  imageCDNs: [''],
  launchGameCDNs: [''],
  hasFreePlay: true,
  showVerCodeLogin: true,
  pwdEnabled: true,
};

/**
 * Settings rows. `site.maintenance` is left out on purpose: an absent key means "not in
 * maintenance", so a fresh install is open.
 */
export const siteSettings: { key: string; value: unknown }[] = [
  { key: 'site.resources', value: siteResources },
  { key: 'site.info', value: siteInfo },
];

/** The server builds each line's URL from the request's scheme and port. */
export const domainLineSeeds: { domainName: string; sort: number }[] = [
  { domainName: 'localhost', sort: 1 },
  { domainName: '127.0.0.1', sort: 2 },
];

/** Live chat first: it is the one the maintenance and block pages open. */
export const customerServiceSeeds: { csType: string; path: string; sort: number }[] = [
  { csType: 'LIVECHAT', path: '/help#livechat', sort: 1 },
  { csType: 'TELEGRAM', path: 'https://t.me/lobbydemo_support', sort: 2 },
  { csType: 'ZALO', path: 'https://zalo.me/lobbydemo', sort: 3 },
  { csType: 'FACEBOOK', path: 'https://m.me/lobbydemo.official', sort: 4 },
];
