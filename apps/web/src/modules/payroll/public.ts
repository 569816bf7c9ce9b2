// What the payroll module's screens offer other modules (decision 006).
export { EmployeePayslipsTab } from './payslips/EmployeePayslipsTab.tsx';
