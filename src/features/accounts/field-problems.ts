import type { FieldRule, PatternId } from '../../../contract/system/schemas';
import { checkField, type FieldProblem } from '../../../contract/patterns';

/**
 * Which message a field problem gets (spec section 5): chosen by pattern id, with min and max
 * substituted, or one number when they are equal. '*' and LENGTH have the plain length message.
 * Pure: field-messages.ts holds the translated texts for each choice.
 */
export type MessageChoice =
  | { key: 'required' }
  | { key: 'mismatch' }
  | { key: 'range'; pattern: PatternId; min: number; max: number }
  | { key: 'exact'; pattern: PatternId; length: number };

export type Problem = FieldProblem | { kind: 'mismatch' };

export function messageChoice(problem: Problem): MessageChoice {
  if (problem.kind === 'required') return { key: 'required' };
  if (problem.kind === 'mismatch') return { key: 'mismatch' };
  const pattern: PatternId = problem.pattern === '*' ? 'LENGTH' : problem.pattern;
  if (problem.min === problem.max) return { key: 'exact', pattern, length: problem.min };
  return { key: 'range', pattern, min: problem.min, max: problem.max };
}

/** Passwords keep their spaces; everything else is checked trimmed. */
export function isSecretField(name: string): boolean {
  return name.toLowerCase().includes('password');
}

export function checkValue(name: string, rule: FieldRule, value: string | undefined): FieldProblem | null {
  return checkField(rule, isSecretField(name) ? value : value?.trim());
}
