// Kwh Meter Images (Meter Disconnection menu): every photo taken in the field, of meters at
// disconnection and reconnection and of field findings, newest first; a click opens the photo.
import { BRANCH_CODE } from '@ilaw/contracts/billing/enums';
import { listMeterImagesEndpoint, type MeterImage } from '@ilaw/contracts/billing/field-orders/list-meter-images';
import { formatDateTime } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { int, oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { meterImageUrl, MeterImagesDialog } from './MeterImagesDialog.tsx';

const SOURCES = ['Disconnection', 'Reconnection', 'Finding'] as const;
const FILTERS = { source: oneOf(SOURCES), branch: int, search: text };
const BRANCHES = Object.values(BRANCH_CODE);

function Images() {
  const list = useListParams({ filters: FILTERS });
  const { source, branch: branchCode, search } = list.filters;
  const page = usePagedEndpoint(listMeterImagesEndpoint, { query: { ...list.query, source, branchCode, search } });
  const [open, setOpen] = useState<MeterImage | null>(null);
  const columns: Column<MeterImage>[] = [
    {
      key: 'photo',
      header: 'Photo',
      render: (m) => (
        <Button onClick={() => setOpen(m)} aria-label={`Open the photo of ${m.reference}`} sx={{ p: 0, minWidth: 0 }}>
          <Box
            component="img"
            src={meterImageUrl(m.id)}
            alt=""
            sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1 }}
          />
        </Button>
      ),
    },
    { key: 'reference', header: 'Reference', phone: 'title', render: (m) => `${m.reference} · ${m.source}` },
    { key: 'account', header: 'Account', render: (m) => (m.accountNo ? `${m.accountNo} ${m.name ?? ''}` : '-') },
    {
      key: 'taken',
      header: 'Taken',
      render: (m) => `${formatDateTime(m.takenAt)}${m.takenBy ? ` by ${m.takenBy}` : ''}`,
    },
    { key: 'gps', header: 'GPS', render: (m) => (m.latitude ? `${m.latitude}, ${m.longitude}` : '-') },
  ];
  return (
    <Box>
      <PageHeader
        title="Kwh Meter Images"
        subtitle="Photos of meters taken at disconnection, reconnection and field findings."
      />
      <Paper variant="outlined">
        <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <SearchField
            size="small"
            placeholder="Account no., name or order"
            value={search}
            onChange={(v) => list.setFilter('search', v)}
            sx={{ minWidth: 240 }}
          />
          <FilterSelect
            size="small"
            label="Taken at"
            name="source"
            value={source}
            onChange={(v) => list.setFilter('source', v)}
            options={SOURCES.map((s) => ({ value: s, label: s }))}
            sx={{ minWidth: 170 }}
          />
          <FilterSelect
            size="small"
            label="Branch"
            name="branch"
            value={branchCode}
            onChange={(v) => list.setFilter('branch', v)}
            options={BRANCHES}
            sx={{ minWidth: 150 }}
          />
        </Box>
        <DataTable
          caption="Meter images"
          columns={columns}
          result={page.data}
          loading={page.isFetching}
          {...list.table}
          rowKey={(m) => m.id}
          emptyText="No photos match."
        />
      </Paper>
      {open && (
        <MeterImagesDialog
          title={`${open.reference} · ${open.source}`}
          caption={open.accountNo ? `${open.accountNo} ${open.name ?? ''}` : undefined}
          photoIds={[open.id]}
          onClose={() => setOpen(null)}
        />
      )}
    </Box>
  );
}

export default function KwhMeterImagesPage() {
  return (
    <ScreenAccess reads={listMeterImagesEndpoint}>
      <Images />
    </ScreenAccess>
  );
}
