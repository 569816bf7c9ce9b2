import { FOURPS_OUTCOMES, LIFELINE_BASES, LIFELINE_STATUSES } from '@ilaw/contracts/msd/enums';
import { int, oneOf, text } from '#web/shared/list/list-params.ts';

/** The lifeliner screen's URL state: the view (applications or the 4Ps list) and its filters. */
export const LIFELINER_FILTERS = {
  view: oneOf(['applications', 'fourps'] as const),
  search: text,
  status: oneOf(LIFELINE_STATUSES),
  basis: oneOf(LIFELINE_BASES),
  outcome: oneOf(FOURPS_OUTCOMES),
  open: int,
};
