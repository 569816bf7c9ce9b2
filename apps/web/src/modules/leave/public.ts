// What the leave module's screens offer other modules (decision 006).
export { EmployeeLeaveLedgerTab } from './ledger/EmployeeLeaveLedgerTab.tsx';
