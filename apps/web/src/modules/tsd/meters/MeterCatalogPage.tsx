// /tsd/kwh-meter/brand, /class and /type: the meters received by brand, class or type, with how
// many were tested, failed and found fast.
import { getMeterCatalogEndpoint, type MeterCatalogRow } from '@ilaw/contracts/tsd/meter-catalog/get-meter-catalog';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';

type View = 'brand' | 'class' | 'type';
const TITLES: Record<View, string> = { brand: 'Kwh Meter Brand', class: 'Kwh Meter Class', type: 'Kwh Meter Type' };
const HEADERS: Record<View, string> = { brand: 'Brand', class: 'Class', type: 'Type' };

function Screen({ by }: { by: View }) {
  const rows = useQuery(endpointQuery(getMeterCatalogEndpoint, { query: { by } }));
  const columns: Column<MeterCatalogRow>[] = [
    { key: 'name', header: HEADERS[by], phone: 'title', render: (r) => r.label },
    { key: 'received', header: 'Received', align: 'right', render: (r) => r.received.toLocaleString('en-PH') },
    { key: 'tested', header: 'Tested', align: 'right', render: (r) => r.tested.toLocaleString('en-PH') },
    { key: 'failed', header: 'Failed', align: 'right', render: (r) => r.failed.toLocaleString('en-PH') },
    { key: 'fast', header: 'Fast', align: 'right', render: (r) => r.fast.toLocaleString('en-PH') },
  ];
  return (
    <Box>
      <PageHeader
        title={TITLES[by]}
        subtitle={`The meters the laboratory received, by ${HEADERS[by].toLowerCase()}.`}
      />
      <Paper variant="outlined">
        <SimpleTable
          columns={columns}
          rows={rows.data}
          loading={rows.isFetching}
          rowKey={(r) => r.name}
          caption={TITLES[by]}
          emptyText="No meters received yet."
        />
      </Paper>
    </Box>
  );
}

function Page({ by }: { by: View }) {
  return (
    <ScreenAccess reads={getMeterCatalogEndpoint}>
      <Screen by={by} />
    </ScreenAccess>
  );
}

export const MeterBrandsPage = () => <Page by="brand" />;
export const MeterClassesPage = () => <Page by="class" />;
export const MeterTypesPage = () => <Page by="type" />;
