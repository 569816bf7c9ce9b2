import { endpoint, idParam } from '../http.ts';

export const downloadSubmissionEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/cpd/report-submissions/{id}/file',
  summary: "A submitted report's file (saved, never rendered).",
  params: idParam,
  download: true,
});
