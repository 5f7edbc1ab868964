import { systemCalls } from '../../../../contract/system/calls';
import { route } from '../../../core/http/openapi';
import { sendPublicPrepared } from '../../../core/http/prepared';
import { preparedDoc, type SystemRoute } from './context';

const summary = 'Whitelabel feature tree (flags such as MOBILENUMREG3)';

export const whitelabel: SystemRoute = (app, { whitelabel: answer }) =>
  app.openapi(route(systemCalls.whitelabel, preparedDoc(summary, 'Feature tree')), async (c) =>
    sendPublicPrepared(c, await answer.get()),
  );
