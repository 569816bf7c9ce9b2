import { endpoint } from '../../http.ts';
import { LIFELINER_BASE, createLifelinerBody, lifelinerDetailSchema } from './lifeliner.ts';

export const createLifelinerEndpoint = endpoint({
  method: 'POST',
  path: LIFELINER_BASE,
  summary:
    'Files a lifeline application for an account (LL-<year>-000001), due for decision in two working days (holidays from the calendar). One open application per account (409).',
  body: createLifelinerBody,
  response: lifelinerDetailSchema,
});
