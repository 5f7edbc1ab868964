/** Moved to src/lib (registration sends it too, decision 059); kept here for the rewards' callers. */
export { deviceId } from '../../lib/device-id';
