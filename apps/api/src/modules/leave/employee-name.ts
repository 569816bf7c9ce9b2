// Employee names for leave lists, in the portal's display form ('Last, First M. Suffix').
import { employeeDisplayName } from '@ilaw/contracts/hr/employees/employee';

export const EMPLOYEE_NAME_COLUMNS = ['e.first_name', 'e.middle_name', 'e.last_name', 'e.suffix'] as const;

export const nameOf = (e: {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  suffix: string | null;
}) =>
  employeeDisplayName({ firstName: e.first_name, middleName: e.middle_name, lastName: e.last_name, suffix: e.suffix });
