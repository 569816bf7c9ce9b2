// /tsd/distribution-transformer/map: the transformers by GPS position (a plot of latitude and
// longitude, no map tiles: the portal works offline), coloured by mounting and latest loading.
import { mapTransformersEndpoint, type TransformerPoint } from '@ilaw/contracts/tsd/transformers/map-transformers';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { transformerHref } from './TransformersPage.tsx';

const GROUPS: { label: string; color: string; test: (p: TransformerPoint) => boolean }[] = [
  { label: 'Overloaded', color: '#d32f2f', test: (p) => p.mounting === 'Mounted' && p.lastLoadFlag === 'Overload' },
  { label: 'Underloaded', color: '#ed6c02', test: (p) => p.mounting === 'Mounted' && p.lastLoadFlag === 'Underload' },
  { label: 'Normal load', color: '#2e7d32', test: (p) => p.mounting === 'Mounted' && p.lastLoadFlag === 'Normal' },
  { label: 'Mounted, not read', color: '#1976d2', test: (p) => p.mounting === 'Mounted' && p.lastLoadFlag === null },
  { label: 'Dismounted (last place)', color: '#9e9e9e', test: (p) => p.mounting === 'Dismounted' },
];

export default function TransformerMapPage() {
  return (
    <ScreenAccess reads={mapTransformersEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}

function Screen() {
  const url = useUrlState();
  const navigate = useNavigate();
  const branchCode = url.num('branchCode');
  const branches = useBranches();
  const points = useQuery(endpointQuery(mapTransformersEndpoint, { query: branchCode ? { branchCode } : {} }));
  const all = points.data ?? [];
  const series = GROUPS.map((g) => {
    const members = all.filter(g.test);
    return {
      id: g.label,
      label: `${g.label} (${members.length})`,
      color: g.color,
      markerSize: 3,
      data: members.map((p) => ({ id: p.id, x: Number(p.longitude), y: Number(p.latitude) })),
      valueFormatter: (v: { id?: string | number | undefined } | null) => {
        const p = v === null ? undefined : all.find((x) => x.id === v.id);
        return p ? `${p.serialNo}, ${p.kva} kVA` : '';
      },
    };
  });
  return (
    <Box>
      <PageHeader
        title="Distribution Transformer Map"
        subtitle="Where the transformers stand, by mounting and their latest loading. Click a point to open it."
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <FilterSelect
          label="Branch"
          name="Branch"
          value={branchCode}
          onChange={(v) => url.set({ branchCode: v })}
          options={(branches.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
        />
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        {all.length === 0 ? (
          <Typography color="text.secondary">
            {points.isFetching ? 'Loading...' : 'No transformer has GPS coordinates.'}
          </Typography>
        ) : (
          <ScatterChart
            height={560}
            series={series}
            xAxis={[{ label: 'Longitude' }]}
            yAxis={[{ label: 'Latitude' }]}
            onItemClick={(_event: unknown, item: { seriesId: string | number; dataIndex: number }) => {
              const s = series.find((x) => x.id === item.seriesId);
              const p = s?.data[item.dataIndex];
              if (p) void navigate(transformerHref(p.id));
            }}
          />
        )}
      </Paper>
    </Box>
  );
}
