import type { MiddlewareHandler } from 'hono';
import { agentAccountTypes } from '../../../contract/common';
import type { AppEnv, Deps } from '../../core/context/deps';
import { AppError } from '../../core/context/errors';
import { requireSession } from '../../core/sessions/require-session';

const isAgentType = (type: number) => (agentAccountTypes as readonly number[]).includes(type);

/** Agent centre calls: a live session of an agent (types 1, 2, 41, 42), else NON_AGENT (spec section 6). */
export function requireAgent(deps: Deps): MiddlewareHandler<AppEnv>[] {
  const agentOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
    if (!isAgentType(c.get('session').type))
      throw new AppError('NON_AGENT', 'non-agents cannot use the agent centre');
    return next();
  };
  return [requireSession(deps), agentOnly];
}
