import { post } from '../endpoint';
import type { GiveUpSchemas as S } from './schemas';

/** Give up an open bonus (decision 069): its turnover closes, the bonus goes back. */
export const giveUp = post<S['giveUp']>('/wps/member/rewards/grants/{id}/give-up');
