/** Test helpers of the operator feature (other features' tests may import this file). */
export { createOperatorKey } from './keys';
