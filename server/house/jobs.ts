import type { Deps } from '../core/context/deps';
import type { Send } from './client';
import { settleDueDraws } from './lottery/settle-draws';
import { createOperator } from './operator';
import { recoverOpenRounds } from './recover-rounds';
import { houseProviderSecret } from './secret';

const EVERY_MS = 2_000;

/**
 * Draws the house lotteries on time on every node, and finishes real rounds left open by a crash, (settling is safe to race, ADR 013); the
 * first pass at start settles draws missed while no node ran. The timer does not keep the
 * process alive, and a pass that fails (e.g. while shutting down) is logged and retried.
 */
export function startLotteryDraws(deps: Deps, send: Send): void {
  const operator = createOperator(houseProviderSecret(deps.config), send);
  let running = false;
  const pass = async () => {
    // The node is shutting down: its pool is closing, so stop for good.
    if (deps.pool.ending) return clearInterval(timer);
    if (running) return;
    running = true;
    try {
      await settleDueDraws(deps.db, operator);
      await recoverOpenRounds(deps.db, operator);
    } catch (err) {
      deps.log.warn({ err }, 'house lottery settlement pass failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void pass(), EVERY_MS).unref();
  void pass();
}
