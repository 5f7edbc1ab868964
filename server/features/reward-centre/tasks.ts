import { newbieTasks, type NewbieTask, type TaskView } from '../../../contract/reward-centre/schemas';
import type { Db } from '../../db/client';
import { AppError } from '../../core/context/errors';
import { evaluate, findCampaignByCode, isOpen, loadFacts, type Origin } from '../../engine/rewards';
import { openCampaign, taskCode, taskRule } from './campaigns';
import { grantOf, grantOnce, type Claimed } from './result';

const amountOf = (terms: { reward: { type: string; amount?: string } }) =>
  terms.reward.type === 'fixed' && terms.reward.amount ? terms.reward.amount : null;

/**
 * The newbie tasks with done / not done from the member's real facts (the rules' facts of decision
 * 033: a bound phone, a credited deposit, a settled bet) and the claim state of each reward.
 */
export async function taskViews(db: Db, accountId: number, origin: Origin, now: Date): Promise<TaskView[]> {
  const views: TaskView[] = [];
  for (const task of newbieTasks) {
    const c = await findCampaignByCode(db, taskCode(task));
    const amount = c ? amountOf(c.terms) : null;
    if (!c || amount === null || c.status === 'draft') continue;
    const facts = await loadFacts(db, accountId, c.terms.rules, c.id, origin);
    const done = evaluate(taskRule(task), facts).passed;
    const paid = await grantOf(db, accountId, 'task', task);
    const state =
      paid && paid.status !== 'rejected'
        ? 'claimed'
        : !done
          ? 'todo'
          : isOpen(c, now) && evaluate(c.terms.rules, facts).passed
            ? 'claim'
            : 'closed';
    views.push({ task, done, state, amount });
  }
  return views;
}

/**
 * Claim a done task's reward, once (source 'task', source_ref the task): the campaign's rules on
 * fresh facts (a task not done is RULE_FAILED naming its rule) and anti-abuse limits, then the
 * grant. A second claim, or a concurrent twin, gets the same grant (created false).
 */
export async function claimTask(
  db: Db,
  accountId: number,
  task: NewbieTask,
  origin: Origin,
  now: Date,
): Promise<Claimed> {
  return db.transaction(async (tx) => {
    const c = await openCampaign(tx, taskCode(task), now);
    const amount = c ? amountOf(c.terms) : null;
    if (!c || amount === null) throw new AppError('PROMOTION_CLOSED', `task ${task} is not open`);
    const claim = { accountId, campaign: c, source: 'task', sourceRef: task, origin } as const;
    return grantOnce(tx, claim, () => Promise.resolve(BigInt(amount)));
  });
}
