/** The rebate feature's public entry (decision 045): what other parts of the server may use. */
export { rebateRoutes } from './routes';
export { accrueRebates } from './accrue';
export { listRates, setRate } from './rates';
export { assertHouseEdge, readEdgeRows, type EdgeRow } from './house-edge';
export { seedRebate } from './seed';
