import { getPoleEndpoint } from '@ilaw/contracts/gis/poles/get-pole';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { POLE_READERS } from '../access.ts';
import { loadPole } from './pole-queries.ts';

export const getPole = defineRoute({
  endpoint: getPoleEndpoint,
  access: anyRole(...POLE_READERS),
  handler: ({ params, db }) => loadPole(db, params.id),
});
