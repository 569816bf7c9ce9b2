// What the leave module's screens offer other modules (decision 006).
export { EmployeeLeaveLedgerTab } from './components/EmployeeLeaveLedgerTab.tsx';
