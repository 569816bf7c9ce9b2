import { endpoint, idParam } from '../../http.ts';
import { LIFELINER_BASE, lifelinerDetailSchema, moveLifelinerBody } from './lifeliner.ts';

export const moveLifelinerEndpoint = endpoint({
  method: 'POST',
  path: `${LIFELINER_BASE}/{id}/move`,
  summary:
    "Moves a household's lifeline application to another account of the cooperative (RA 11552: the tag follows the household): an approved one untags the old account and tags the new one from today. The new account must be residential, active and without an open application of its own.",
  params: idParam,
  body: moveLifelinerBody,
  response: lifelinerDetailSchema,
});
