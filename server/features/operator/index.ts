/** The operator feature's public entry: what other features may use (eslint fences the rest). */
export { actorOf, principalOf, requireOperator } from './require-operator';
export { createOperatorKey } from './keys';
export {
  approveWithdrawalAs,
  confirmDeposit,
  rejectDeposit,
  rejectWithdrawalAs,
  releaseWithdrawalAs,
} from './decide';
export { adjustBalance } from './adjust-balance';
export { findOpsDeposits, findOpsWithdrawals } from './find-pending';
export { listOperatorKeys, revokeOperatorKey } from './keys';
