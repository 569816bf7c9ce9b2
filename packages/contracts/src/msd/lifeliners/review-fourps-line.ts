import { endpoint, idParam } from '../../http.ts';
import { FOURPS_BASE, fourPsLineSchema, reviewFourPsLineBody } from './fourps.ts';

export const reviewFourPsLineEndpoint = endpoint({
  method: 'POST',
  path: `${FOURPS_BASE}/lines/{id}/review`,
  summary:
    'Accepts a near-match (files a 4Ps lifeline application for the chosen candidate account; one open application per account and per household) or rejects it (reason). Not by the clerk who imported the line (403).',
  params: idParam,
  body: reviewFourPsLineBody,
  response: fourPsLineSchema,
});
