/** Moved to server/lib/fairness.ts so features can use it too (the eslint fences keep providers out). */
export * from '../../../lib/fairness';
