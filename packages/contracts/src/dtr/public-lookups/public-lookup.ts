// The public /request page: an employee looks up their own logs and DTR by Employee ID and date
// of birth. Throttled like sign-ins (docs/decisions/008); a wrong pair says nothing about which
// part was wrong.
import { z } from 'zod';
import { isoDate } from '../../http.ts';
import { cleanString } from '../../validation.ts';
import { periodFields, withPeriod } from '../fields.ts';

export const REQUEST_LOOKUP_FAILED = 'No employee matches this Employee ID and date of birth.';

export const REQUEST_LOOKUP_LIMITED = 'Too many attempts. Please wait a few minutes and try again.';

export const requestLookupQuery = withPeriod(
  z.object({
    ...periodFields,
    employeeId: cleanString().trim().min(1, 'This field is required.').max(30),
    birthDate: isoDate,
  }),
);
