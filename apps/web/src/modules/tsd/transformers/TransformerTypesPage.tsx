// /tsd/distribution-transformer/types: the registry by size, phase and ownership, with the units
// mounted and in store and the kVA on the poles; a row opens the registry filtered to it.
import { OWNERSHIP_LABELS, PHASE_LABELS } from '@ilaw/contracts/tsd/enums';
import {
  getTransformerTypesEndpoint,
  type TransformerTypeRow,
} from '@ilaw/contracts/tsd/transformers/get-transformer-types';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { int } from '#web/shared/list/list-params.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';

const columns: Column<TransformerTypeRow>[] = [
  { key: 'kva', header: 'kVA', align: 'right', phone: 'title', render: (r) => r.kva },
  { key: 'phase', header: 'Phase', render: (r) => PHASE_LABELS[r.phase] },
  { key: 'ownership', header: 'Ownership', render: (r) => OWNERSHIP_LABELS[r.ownership] },
  { key: 'mounted', header: 'Mounted', align: 'right', render: (r) => r.mounted.toLocaleString('en-PH') },
  { key: 'dismounted', header: 'Dismounted', align: 'right', render: (r) => r.dismounted.toLocaleString('en-PH') },
  { key: 'total', header: 'Total', align: 'right', render: (r) => r.total.toLocaleString('en-PH') },
  {
    key: 'mountedKva',
    header: 'kVA mounted',
    align: 'right',
    render: (r) => Number(r.mountedKva).toLocaleString('en-PH'),
  },
];

function Screen() {
  const list = useListParams({ filters: { branchCode: int }, sortable: [] as const });
  const branches = useBranches();
  const branchCode = list.filters.branchCode;
  const rows = useQuery(
    endpointQuery(getTransformerTypesEndpoint, { query: branchCode === undefined ? {} : { branchCode } }),
  );
  return (
    <Box>
      <PageHeader title="Distribution Transformer Types" subtitle="The registry by size, phase and ownership." />
      <Paper variant="outlined">
        <Stack direction="row" spacing={2} sx={{ p: 2 }}>
          <FilterSelect
            label="Branch"
            name="Branch"
            value={branchCode}
            onChange={(v) => list.setFilter('branchCode', v)}
            options={(branches.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
          />
        </Stack>
        <SimpleTable
          columns={columns}
          rows={rows.data}
          loading={rows.isFetching}
          rowKey={(r) => `${r.kva}-${r.phase}-${r.ownership}`}
          rowHref={(r) =>
            `/tsd/distribution-transformer?kva=${r.kva}&phase=${r.phase}${branchCode === undefined ? '' : `&branchCode=${branchCode}`}`
          }
          caption="Transformer types"
          emptyText="No transformers registered."
        />
      </Paper>
    </Box>
  );
}

export default function TransformerTypesPage() {
  return (
    <ScreenAccess reads={getTransformerTypesEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}
