/** The payments feature's public entry: what other features may use (eslint fences the rest). */
export { loadCashierSettings } from './cashier-settings';
export { approveWithdrawal, rejectWithdrawal, releaseWithdrawal } from './decide-withdrawal';
export { checkPaymentPassword } from './payment-password';
export { readProof } from './proof';
export { migrateProofs, type ProofMigration } from './migrate-proofs';
export { proofResponse } from './routes/proof';
export { creditDeposit, failDeposit, lockDeposit } from './settle-deposit';
export { applyAutoReceipt } from './withdrawal-view';
export { writePaymentChannels } from './seed-channels';
