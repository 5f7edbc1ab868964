/** Moved to server/core/money/fairness.ts so features can use it too (the eslint fences keep providers out). */
export * from '../../core/money/fairness';
