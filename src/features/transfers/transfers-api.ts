import * as transfers from '../../../contract/endpoints/transfers';
import type { TransferResult, TransferTargets } from '../../../contract/transfers';
import { api } from '../../lib/call';

/** Upline/downline transfers (contract/endpoints/transfers.ts); the agent centre may use these too. */
export type { TransferResult, TransferTargets };
export const getTransferTargets = () => api(transfers.targets);
export const createTransfer = (body: {
  to: string;
  amount: string;
  paymentPassword: string;
  requestId: string;
}) => api(transfers.create, { body });
