/** The progressive jackpot's public entry (decision 061): what other parts may use. */
export { jackpotRoutes } from './routes';
export { feedJackpot } from './feed';
export { payJackpot, type JackpotWin, type JackpotPaid } from './pay';
export { seedPool, poolBalance } from './pool';
