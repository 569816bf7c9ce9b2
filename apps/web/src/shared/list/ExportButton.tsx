import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import type { EndpointDef, ParamsOf, QueryOf } from '@ilaw/contracts/http';
import { useState } from 'react';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { downloadFile } from '#web/shared/browser/download.ts';

/**
 * "Export to Excel": the rows of the list's current filter and sort, as the server writes them
 * (a real .xlsx). Shown only to users the export endpoint accepts.
 */
export function ExportButton<E extends EndpointDef>({
  endpoint,
  query,
  params,
}: {
  endpoint: E;
  query?: QueryOf<E>;
  /** Path parameters of an export of one record's list (a consumer's ledger). */
  params?: ParamsOf<E>;
}) {
  const can = useCan();
  const [busy, setBusy] = useState(false);
  if (!can(endpoint)) return null;
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadOutlined />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        downloadFile(endpoint, { query, params })
          .catch(() => undefined) // the call layer already showed why
          .finally(() => setBusy(false));
      }}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      Export to Excel
    </Button>
  );
}
