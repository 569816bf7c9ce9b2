// /user/documents: the published memoranda, policies and board resolutions addressed to the user;
// opening one downloads it and marks it read; unread ones first to find, older ones by search.
import { DOCUMENT_KIND_LABELS, type MyDocument } from '@ilaw/contracts/documents/document';
import { listMyDocumentsEndpoint } from '@ilaw/contracts/documents/list-my-documents';
import { markDocumentReadEndpoint } from '@ilaw/contracts/documents/mark-document-read';
import { formatDateTime } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { notify } from '#web/shared/feedback/notify.ts';
import { int, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { DOCUMENT_READS, documentFileUrl } from '../ogm/public.ts';

export default function MyDocumentsPage() {
  const list = useListParams({ filters: { search: text, unread: int } });
  const rows = usePagedEndpoint(listMyDocumentsEndpoint, {
    query: {
      ...list.query,
      ...(list.filters.search === undefined ? {} : { search: list.filters.search }),
      ...(list.filters.unread === 1 ? { unreadOnly: 'true' as const } : {}),
    },
  });
  const mark = useEndpointMutation(markDocumentReadEndpoint, { invalidates: DOCUMENT_READS });
  const markRead = async (d: MyDocument) => {
    await mark.mutateAsync({ body: { documentId: d.id } });
    notify.success(`${d.documentNo} is marked read.`);
  };
  const columns: Column<MyDocument>[] = [
    {
      key: 'title',
      header: 'Title',
      phone: 'title',
      render: (d) => (
        <Link
          href={documentFileUrl(d.versionId)}
          onClick={() => d.readAt === null && void markRead(d).catch(() => undefined)}
        >
          {d.title}
        </Link>
      ),
    },
    { key: 'no', header: 'Document no.', render: (d) => `${d.documentNo} (version ${d.version})` },
    { key: 'kind', header: 'Kind', render: (d) => DOCUMENT_KIND_LABELS[d.kind] },
    { key: 'published', header: 'Published', render: (d) => formatDateTime(d.publishedAt) },
    {
      key: 'read',
      header: 'Read',
      render: (d) =>
        d.readAt ? (
          <StatusChip status="Read" label={`Read ${formatDateTime(d.readAt)}`} />
        ) : (
          <Button size="small" onClick={() => void markRead(d).catch(() => undefined)}>
            Mark read
          </Button>
        ),
    },
  ];
  return (
    <ScreenAccess reads={listMyDocumentsEndpoint}>
      <Box>
        <PageHeader title="Documents" subtitle="Memoranda, policies and board resolutions addressed to you." />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
          <SearchField
            value={list.filters.search}
            onChange={(v) => list.setFilter('search', v)}
            label="Search documents"
          />
          <FilterSelect
            label="Show"
            name="unread"
            value={list.filters.unread}
            allLabel="All documents"
            options={[{ value: 1, label: 'Unread only' }]}
            onChange={(v) => list.setFilter('unread', v)}
          />
        </Stack>
        <Paper variant="outlined">
          <DataTable
            columns={columns}
            result={rows.data}
            loading={rows.isFetching}
            {...list.table}
            rowKey={(d) => d.id}
            caption="My documents"
            emptyText="No documents are addressed to you."
          />
        </Paper>
      </Box>
    </ScreenAccess>
  );
}
