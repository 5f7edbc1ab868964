import { accountsCalls } from '../../../../contract/accounts/calls';
import { route } from '../../../core/http/openapi';
import { sendPublicPrepared } from '../../../core/http/prepared';
import { preparedDoc, type SystemRoute } from './context';

const summary = 'Login page info and register field rules';

export const registerSetting: SystemRoute = (app, { register }) =>
  app.openapi(route(accountsCalls.registerSetting, preparedDoc(summary, 'Register settings')), async (c) =>
    sendPublicPrepared(c, await register.get()),
  );
