import type * as operator from '../operator/endpoints';
import type * as staff from './endpoints';
import type { StaffRole } from './roles';

/**
 * Who may make each /ops call (decision 102): `<module>.<call>` (a call or raw call of
 * contract/<module>/endpoints.ts) -> the roles allowed. Least privilege: a role sees the queues it
 * works and nothing else; admin may make every call. A call not listed here answers FORBIDDEN to
 * every role but admin (the permission matrix test holds this table to the contract's calls).
 * Login and the TOTP step take no credentials and are not listed.
 */
const admin = 'admin';
const finance = 'finance';
const risk = 'risk';
const support = 'support';
const marketing = 'marketing';
const trader = 'trader';
const lotteryClerk = 'lottery_clerk';
const everyone = [admin, finance, risk, support, marketing, trader, lotteryClerk] as const;

type OperatorCall = `operator.${Exclude<keyof typeof operator, 'base' | 'raw'>}`;
type StaffCall = `staff.${Exclude<keyof typeof staff, 'base' | 'login' | 'totp'>}`;
/** The live-chat console's calls (the members' chat calls are not /ops). */
type ChatOpsCall = `chat.${
  | 'queue'
  | 'opsMessages'
  | 'money'
  | 'tickets'
  | 'opsTyping'
  | 'claim'
  | 'answer'
  | 'close'
  | 'hours'
  | 'setHours'
  | 'opsSendImage'
  | 'opsMessageImage'
  | 'opsStream'}`;
export type OpsCallName = OperatorCall | StaffCall | ChatOpsCall;

export const STAFF_PERMISSIONS = {
  // cashier: finance pays, risk reviews (releases held withdrawals, refuses suspicious ones)
  'operator.deposits': [admin, finance, risk],
  'operator.confirmDeposit': [admin, finance],
  'operator.rejectDeposit': [admin, finance],
  'operator.withdrawals': [admin, finance, risk],
  'operator.approveWithdrawal': [admin, finance],
  'operator.rejectWithdrawal': [admin, finance, risk],
  'operator.releaseWithdrawal': [admin, risk],
  'operator.withdrawalProof': [admin, finance, risk, support],
  'operator.adjustBalance': [admin, finance],
  // content: support writes help, marketing too; terms are the admin's
  'operator.helpArticles': [admin, support, marketing],
  'operator.editHelpArticle': [admin, support, marketing],
  'operator.helpVersions': [admin, support, marketing],
  'operator.terms': [admin, support, marketing],
  'operator.publishTerms': [admin],
  'operator.feedback': [admin, support],
  'operator.replyFeedback': [admin, support],
  'operator.feedbackImage': [admin, support],
  // rewards and promotions: marketing runs them, finance funds budgets, risk reviews held grants
  'operator.campaigns': [admin, marketing, finance, risk],
  'operator.createCampaign': [admin, marketing],
  'operator.campaign': [admin, marketing, finance, risk],
  'operator.campaignVersion': [admin, marketing],
  'operator.campaignAction': [admin, marketing],
  'operator.fundCampaign': [admin, finance],
  'operator.dryRun': [admin, marketing],
  'operator.grants': [admin, marketing, risk],
  'operator.manualGrant': [admin, marketing],
  'operator.reviewGrant': [admin, risk],
  'operator.applications': [admin, marketing, support],
  'operator.reviewApplication': [admin, marketing],
  'operator.applicationImage': [admin, marketing, support],
  'operator.rebateRates': [admin, marketing, finance],
  'operator.setRebateRate': [admin, marketing],
  'operator.redemptions': [admin, marketing, support],
  'operator.decideRedemption': [admin, marketing],
  'operator.drops': [admin, marketing],
  'operator.createDrop': [admin, marketing],
  // live chat: the support room
  'chat.queue': [admin, support],
  'chat.opsMessages': [admin, support],
  'chat.money': [admin, support, finance, risk],
  'chat.tickets': [admin, support],
  'chat.opsTyping': [admin, support],
  'chat.claim': [admin, support],
  'chat.answer': [admin, support],
  'chat.close': [admin, support],
  'chat.hours': [admin, support],
  'chat.setHours': [admin],
  'chat.opsSendImage': [admin, support],
  'chat.opsMessageImage': [admin, support],
  'chat.opsStream': [admin, support],
  // staff: one's own session, and the admin's management of staff
  'staff.me': everyone,
  'staff.logout': everyone,
  'staff.accounts': [admin],
  'staff.createAccount': [admin],
  'staff.setRole': [admin],
  'staff.deactivate': [admin],
  'staff.resetTotp': [admin],
} as const satisfies Record<OpsCallName, readonly StaffRole[]>;

/** Whether `role` may make the call `name` (admin may make every call, listed or not). */
export function roleAllows(role: StaffRole, name: OpsCallName | undefined): boolean {
  if (role === admin) return true;
  return name !== undefined && (STAFF_PERMISSIONS[name] as readonly StaffRole[]).includes(role);
}
