import { rewardsCalls } from '../../../../contract/rewards/calls';
import { route } from '../../../core/http/openapi';
import { myApplications } from '../../../engine/rewards';
import { memberDoc, reply, who, type RewardsRoute } from './context';

export const applications: RewardsRoute = (app, { deps }) =>
  app.openapi(
    route(rewardsCalls.applications, memberDoc("The member's applications, newest first", 'Applications')),
    async (c) => reply(c, { list: await myApplications(deps.db, who(c), c.req.valid('query').language) }),
  );
