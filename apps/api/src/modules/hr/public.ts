// What HR offers other modules (decision 006): the salary in force on a date, and the employees a
// payroll covers with their salaries, the employees an import file names.
export { salaryOn } from './salaries/salary-queries.ts';
export {
  employeeOfUser,
  employeesWithSalaryOn,
  type EmployeeSelection,
  type EmployeeWithSalary,
} from './salaries/salaries-in-force.ts';
export { postEmployeeImport, undoEmployeeImport } from './employees/import-employees.ts';
export { employeeIdsByCode } from './employees/employee-codes.ts';
