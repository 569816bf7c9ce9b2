// The audit trail of a record (who changed what, before and after).
import { formatDateTime } from '@ilaw/contracts/format';
import { type AuditEntry } from '@ilaw/contracts/platform/audit';
import { recordHistoryEndpoint } from '@ilaw/contracts/platform/audit/record-history';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';
import { SectionTable, SectionBar } from './section-kit.tsx';

function describe(values: Record<string, unknown> | null): string {
  if (!values) return '';
  return Object.entries(values)
    .map(
      ([k, v]) =>
        `${k}: ${v === null || v === undefined || v === '' ? '-' : typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
    )
    .join(', ');
}

export function RecordHistorySection({
  entityType,
  entityId,
  title = 'History',
}: {
  entityType: string;
  entityId: number;
  title?: string;
}) {
  const history = useQuery(
    endpointQuery(recordHistoryEndpoint, { params: { entityType, entityId: String(entityId) } }),
  );
  const rows: AuditEntry[] = [...(history.data ?? [])].reverse();
  return (
    <Box>
      <SectionBar title={title} />
      <SectionTable
        rows={rows}
        rowKey={(h) => h.id}
        empty="No changes recorded."
        columns={[
          { header: 'When', render: (h) => formatDateTime(h.at) },
          { header: 'Who', render: (h) => h.actorName ?? 'System' },
          { header: 'What', render: (h) => h.action },
          {
            header: 'Before',
            render: (h) => <Box sx={{ maxWidth: 380, wordBreak: 'break-word' }}>{describe(h.oldValues)}</Box>,
          },
          {
            header: 'After',
            render: (h) => <Box sx={{ maxWidth: 380, wordBreak: 'break-word' }}>{describe(h.newValues)}</Box>,
          },
        ]}
      />
    </Box>
  );
}
