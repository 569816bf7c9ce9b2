// The signatures a printed document carries, from its approval request: who prepared it and each
// signatory who approved a step, titled by the signatory type configured at /admin/signatories.
import { documentSignatoriesEndpoint } from '@ilaw/contracts/approvals/requests/get-document-signatories';
import type { Signatory } from '@ilaw/contracts/approvals/requests/approval-request';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';
import type { ReportSignatory } from '#web/shared/print/ReportPrintPack.tsx';

/** "Prepared by" for the request, then each approving signatory under its type; refusals and withdrawals print nothing. */
export function printedSignatories(signatures: readonly Signatory[]): ReportSignatory[] {
  return signatures.flatMap((s): ReportSignatory[] => {
    if (s.decision === 'Submitted') return [{ title: 'Prepared by', name: s.name }];
    if (s.decision === 'Approved') return [{ title: s.signatoryType, name: s.name }];
    return [];
  });
}

/** The signatories of a document for its print (undefined while loading or when it never went through approval). */
export function useDocumentSignatories(documentType: string, documentId: number | undefined) {
  const query = useQuery({
    ...endpointQuery(documentSignatoriesEndpoint, {
      params: { documentType, documentId: documentId ?? 0 },
      quietStatuses: [404],
    }),
    enabled: documentId !== undefined,
  });
  return query.data === undefined ? undefined : printedSignatories(query.data);
}
