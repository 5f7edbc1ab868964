/** The operator feature's public entry: what other features may use (eslint fences the rest). */
export { approveWithdrawalAs, confirmDeposit, rejectDeposit, rejectWithdrawalAs } from './decide';
export { adjustBalance } from './adjust-balance';
export { createOperatorKey } from './keys';
