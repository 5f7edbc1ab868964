// The pure provably-fair functions live in the core (server/lib/fairness.ts) so features may use
// them too (features may not import providers); the house code keeps importing them from here.
export * from '../../../lib/fairness';
