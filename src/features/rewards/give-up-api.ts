import * as giveUpCalls from '../../../contract/give-up/endpoints';
import { api } from '../../lib/call';

/** Give up an open bonus (decision 069): the bonus goes back, its turnover no longer holds withdrawals. */
export const giveUpBonus = (id: number, requestId: string) =>
  api(giveUpCalls.giveUp, { params: { id }, body: { requestId } });
