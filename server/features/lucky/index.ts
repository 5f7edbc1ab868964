/** The prize wheel and golden egg's public entry (decisions 056-057): what other parts may use. */
export { luckyRoutes } from './routes';
export { grantTickets, ticketIssuer, ticketsOf } from './tickets';
export { seedLucky } from './seed';
