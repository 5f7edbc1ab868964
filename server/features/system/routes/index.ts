import type { Deps } from '../../../core/context/deps';
import { createRouter } from '../../../core/http/openapi';
import { systemContext, type SystemRoute } from './context';
import { domainRoute } from './get-domain-route';
import { permission } from './get-permission';
import { ping } from './get-ping';
import { registerSetting } from './get-register-setting';
import { status } from './get-status';
import { whitelabel } from './get-whitelabel';

/** The site's calls, one file each (tests/helpers/route-files.ts), in the order they are registered. */
export const routes: SystemRoute[] = [status, permission, whitelabel, registerSetting, domainRoute, ping];

export function systemRoutes(deps: Deps) {
  const app = createRouter();
  const ctx = systemContext(deps);
  for (const add of routes) add(app, ctx);
  return app;
}
