// /tsd/distribution-transformer/map (docs/decisions/115): the transformers on the portal's map, the
// same endpoint and markers as /map (clustered on the server's grid), one layer per group: mounted
// by their latest loading, or dismounted at their last place. Branch and hidden groups are in the
// URL, with a search by serial or pole number that moves the map onto the transformer; a record's
// popup opens its transformer.
import { getMapViewEndpoint } from '@ilaw/contracts/gis/map/get-map-view';
import type { MapPoint } from '@ilaw/contracts/gis/map/map';
import { searchMapEndpoint } from '@ilaw/contracts/gis/map/search-map';
import {
  TRANSFORMER_MAP_GROUP_LABELS,
  TRANSFORMER_MAP_GROUPS,
  type TransformerMapGroup,
} from '@ilaw/contracts/tsd/enums';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { int, text, type ParamType } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { BaseMap, type Viewport } from '#web/shared/map/BaseMap.tsx';
import { MapGoTo, MapViewMarkers, useMapView, type MarkerStyle } from '#web/shared/map/MapViewMarkers.tsx';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';

const COLORS: Record<TransformerMapGroup, string> = {
  Overloaded: '#d32f2f',
  Underloaded: '#ed6c02',
  Normal: '#2e7d32',
  NotRead: '#1976d2',
  Dismounted: '#757575',
};

const statusLabel = (s: string) => TRANSFORMER_MAP_GROUP_LABELS[s as TransformerMapGroup] ?? s;
const STYLES = Object.fromEntries(
  TRANSFORMER_MAP_GROUPS.map((g) => [
    g,
    { color: COLORS[g], name: `${TRANSFORMER_MAP_GROUP_LABELS[g].toLowerCase()} transformers`, statusLabel },
  ]),
) as Record<TransformerMapGroup, MarkerStyle>;

/** The hidden groups, `hide=Dismounted,NotRead`. */
const groupSet: ParamType<TransformerMapGroup[]> = {
  parse: (raw) => {
    const groups = TRANSFORMER_MAP_GROUPS.filter((g) => raw.split(',').includes(g));
    return groups.length === 0 ? undefined : groups;
  },
  format: (groups) => groups.join(','),
};

const FILTERS = { branch: int, hide: groupSet, q: text };

/** One group's layer: its own query of the map endpoint. */
function GroupLayer({
  group,
  viewport,
  branchCode,
  shown,
  onTotal,
}: {
  group: TransformerMapGroup;
  viewport: Viewport | null;
  branchCode: number | undefined;
  shown: boolean;
  onTotal: (group: TransformerMapGroup, total: number | undefined) => void;
}) {
  const view = useMapView(viewport, { layers: 'transformers', transformerGroup: group, branchCode }, shown);
  const total = shown ? view.data?.totals.transformers : undefined;
  useEffect(() => onTotal(group, total), [group, total, onTotal]);
  return shown ? <MapViewMarkers view={view.data} style={STYLES[group]} /> : null;
}

function Screen() {
  const list = useListParams({ filters: FILTERS });
  const f = list.filters;
  const hidden = f.hide ?? [];
  const branches = useBranches();
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const onView = useCallback((v: Viewport) => setViewport(v), []);
  const [totals, setTotals] = useState<Partial<Record<TransformerMapGroup, number>>>({});
  const onTotal = useCallback(
    (group: TransformerMapGroup, total: number | undefined) =>
      setTotals((t) => (t[group] === total ? t : { ...t, [group]: total })),
    [],
  );
  const searching = (f.q ?? '').length >= 2;
  const found = useQuery({ ...endpointQuery(searchMapEndpoint, { query: { q: f.q ?? '' } }), enabled: searching });
  const transformers = (found.data ?? []).filter((p) => p.layer === 'transformers');
  const [target, setTarget] = useState<MapPoint | null>(null);
  const toggle = (group: TransformerMapGroup, on: boolean) => {
    const next = TRANSFORMER_MAP_GROUPS.filter((g) => (g === group ? !on : hidden.includes(g)));
    list.setFilter('hide', next.length === 0 ? undefined : next);
  };
  return (
    <Box>
      <PageHeader
        title="Distribution Transformer Map"
        subtitle="Where the transformers stand, by mounting and their latest loading. Click a cluster to zoom in, a transformer to open it."
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }} role="group" aria-label="Layers">
          {TRANSFORMER_MAP_GROUPS.map((g) => (
            <FormControlLabel
              key={g}
              control={
                <Checkbox
                  size="small"
                  checked={!hidden.includes(g)}
                  onChange={(e) => toggle(g, e.target.checked)}
                  sx={{ color: COLORS[g], '&.Mui-checked': { color: COLORS[g] } }}
                />
              }
              label={`${TRANSFORMER_MAP_GROUP_LABELS[g]}${totals[g] === undefined ? '' : ` (${totals[g].toLocaleString('en-US')})`}`}
            />
          ))}
        </Stack>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <SearchField
            size="small"
            label="Find a transformer"
            placeholder="Serial or pole no."
            value={f.q}
            onChange={(v) => list.setFilter('q', v)}
            sx={{ minWidth: 220, flex: '1 1 220px' }}
          />
          <FilterSelect
            size="small"
            label="Branch"
            name="branch"
            value={f.branch}
            onChange={(v) => list.setFilter('branch', v)}
            options={(branches.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
            sx={{ minWidth: 150 }}
          />
        </Box>
        {searching && (
          <List dense aria-label="Transformers found" sx={{ maxHeight: 180, overflow: 'auto' }}>
            {transformers.map((p) => (
              <ListItemButton key={p.id} onClick={() => setTarget(p)}>
                <ListItemText primary={p.label} secondary={`${p.detail} · ${statusLabel(p.status ?? '')}`} />
              </ListItemButton>
            ))}
            {found.data && transformers.length === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
                No transformer with coordinates matches.
              </Typography>
            )}
          </List>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <BaseMap label="Transformer map" height="min(70vh, 640px)" onView={onView}>
          {TRANSFORMER_MAP_GROUPS.map((g) => (
            <GroupLayer
              key={g}
              group={g}
              viewport={viewport}
              branchCode={f.branch}
              shown={!hidden.includes(g)}
              onTotal={onTotal}
            />
          ))}
          <MapGoTo target={target} />
        </BaseMap>
      </Paper>
    </Box>
  );
}

export default function TransformerMapPage() {
  return (
    <ScreenAccess reads={getMapViewEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}
