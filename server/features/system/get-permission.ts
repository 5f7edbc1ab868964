import type { Permission } from '../../../contract/system/schemas';
import type { Deps } from '../../core/context/deps';
import { toDomainLines } from '../../core/site/domain-lines';
import type { SiteData } from '../../core/site/site-data';

export async function getPermission(
  deps: Deps,
  data: SiteData,
  ip: string,
  requestUrl: string,
): Promise<Permission> {
  const [gate, customerService, domainNames, resources, whitelabel, register, info] = await Promise.all([
    deps.site.gateFor(ip),
    data.customerService.get(),
    data.domainNames.get(),
    data.resources.get(),
    data.whitelabel.get(),
    data.register.get(),
    data.info.get(),
  ]);
  const maintenanceOn = gate.maintenance.on;
  return {
    info: {
      customerService,
      domainRoute: toDomainLines(domainNames, requestUrl),
      resources,
      whitelabel,
      register,
      mainDomain: info.mainDomain,
      analytics: { gtagId: info.gtagId },
      imageCDNs: info.imageCDNs,
      launchGameCDNs: info.launchGameCDNs,
    },
    location: { ip },
    maintenance: {
      status: maintenanceOn,
      endTime: maintenanceOn ? gate.maintenance.until : null,
      info: maintenanceOn ? gate.maintenance.info : null,
    },
    regionRestriction: { restricted: gate.blocked, ip },
  };
}
