// What the time module offers other modules (decision 006): the signed-in user's own employee
// record, and recomputing stored DTR days when something they depend on (leave) changes.
export { ownEmployee } from './scope.ts';
export { recomputeStoredDtr } from './recompute-stored.ts';
export { dtrPeriodSummaries, type DtrPeriodSummary, type PremiumDay } from './payroll-summary.ts';
