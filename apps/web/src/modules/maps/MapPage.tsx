// /map: consumers, transformers, poles and service requests on one map (docs/decisions/112). The
// server clusters each viewport on the zoom's grid; a cluster zooms in when clicked, a record opens
// a popup with a link to its screen. Filters: layers, branch, route, class, account status and
// request status; a search moves the map to a record.
import { ACCOUNT_STATUS, CONSUMER_CLASS } from '@ilaw/contracts/billing/enums';
import { listRoutesEndpoint } from '@ilaw/contracts/billing/routes/list-routes';
import { MAP_LAYER_LABELS, MAP_LAYERS, type MapLayer } from '@ilaw/contracts/gis/enums';
import { getMapViewEndpoint } from '@ilaw/contracts/gis/map/get-map-view';
import type { MapPoint } from '@ilaw/contracts/gis/map/map';
import { searchMapEndpoint } from '@ilaw/contracts/gis/map/search-map';
import { SERVICE_REQUEST_STATUSES, SERVICE_REQUEST_STATUS_LABELS } from '@ilaw/contracts/msd/enums';
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
import { useCallback, useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { int, oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { BaseMap, type Viewport } from '#web/shared/map/BaseMap.tsx';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { LAYER_COLORS } from '#web/shared/map/map-records.ts';
import { MapGoTo, MapViewMarkers, useMapView } from '#web/shared/map/MapViewMarkers.tsx';

type AccountStatusName = keyof typeof ACCOUNT_STATUS;
const FILTERS = {
  branch: int,
  route: int,
  class: oneOf(Object.keys(CONSUMER_CLASS) as (keyof typeof CONSUMER_CLASS)[]),
  status: oneOf(Object.keys(ACCOUNT_STATUS) as AccountStatusName[]),
  request: oneOf(SERVICE_REQUEST_STATUSES),
  q: text,
};

function MapScreen() {
  const list = useListParams({ filters: FILTERS });
  const f = list.filters;
  const can = useCan();
  const branches = useBranches();
  const routes = useQuery({
    ...endpointQuery(listRoutesEndpoint, { query: f.branch === undefined ? {} : { branchCode: f.branch } }),
    enabled: can(listRoutesEndpoint),
  });
  const [hidden, setHidden] = useState<ReadonlySet<MapLayer>>(new Set());
  const shown = MAP_LAYERS.filter((l) => !hidden.has(l));
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const onView = useCallback((v: Viewport) => setViewport(v), []);
  const view = useMapView(viewport, {
    layers: shown.join(','),
    branchCode: f.branch,
    routeId: f.route,
    consumerClass: f.class,
    accountStatus: f.status,
    requestStatus: f.request,
  });
  const found = useQuery({
    ...endpointQuery(searchMapEndpoint, { query: { q: f.q ?? '' } }),
    enabled: (f.q ?? '').length >= 2,
  });
  const [target, setTarget] = useState<MapPoint | null>(null);
  const readable = view.data?.layers;
  const toggle = (layer: MapLayer, on: boolean) =>
    setHidden((h) => new Set(MAP_LAYERS.filter((l) => (l === layer ? !on : h.has(l)))));
  return (
    <Box>
      <PageHeader
        title="Map"
        subtitle="Consumers, transformers, poles and service requests. Click a cluster to zoom in, a point to open its record."
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }} role="group" aria-label="Layers">
          {MAP_LAYERS.map((l) => (
            <FormControlLabel
              key={l}
              control={
                <Checkbox
                  size="small"
                  checked={!hidden.has(l)}
                  onChange={(e) => toggle(l, e.target.checked)}
                  sx={{ color: LAYER_COLORS[l], '&.Mui-checked': { color: LAYER_COLORS[l] } }}
                />
              }
              label={`${MAP_LAYER_LABELS[l]}${view.data?.totals[l] === undefined ? '' : ` (${view.data.totals[l].toLocaleString('en-US')})`}`}
              disabled={readable !== undefined && !readable.includes(l) && !hidden.has(l)}
            />
          ))}
        </Stack>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <SearchField
            size="small"
            label="Find on the map"
            placeholder="Account, name, serial, pole or request no."
            value={f.q}
            onChange={(v) => list.setFilter('q', v)}
            sx={{ minWidth: 240, flex: '1 1 240px' }}
          />
          <FilterSelect
            size="small"
            label="Branch"
            name="branch"
            value={f.branch}
            onChange={(v) => list.setFilters({ branch: v, route: undefined })}
            options={(branches.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
            sx={{ minWidth: 150 }}
          />
          <FilterSelect
            size="small"
            label="Route"
            name="route"
            value={f.route}
            onChange={(v) => list.setFilter('route', v)}
            options={(routes.data ?? []).map((r) => ({ value: r.id, label: `${r.code} · ${r.name}` }))}
            sx={{ minWidth: 150 }}
          />
          <FilterSelect
            size="small"
            label="Class"
            name="class"
            value={f.class}
            onChange={(v) => list.setFilter('class', v)}
            options={Object.values(CONSUMER_CLASS).map((c) => ({ value: c.value, label: c.label }))}
            sx={{ minWidth: 140 }}
          />
          <FilterSelect
            size="small"
            label="Account status"
            name="status"
            value={f.status}
            onChange={(v) => list.setFilter('status', v)}
            options={(Object.keys(ACCOUNT_STATUS) as AccountStatusName[]).map((k) => ({
              value: k,
              label: ACCOUNT_STATUS[k].label,
            }))}
            sx={{ minWidth: 150 }}
          />
          <FilterSelect
            size="small"
            label="Request status"
            name="request"
            value={f.request}
            onChange={(v) => list.setFilter('request', v)}
            options={SERVICE_REQUEST_STATUSES.map((s) => ({ value: s, label: SERVICE_REQUEST_STATUS_LABELS[s] }))}
            sx={{ minWidth: 150 }}
          />
        </Box>
        {(f.q ?? '').length >= 2 && (
          <List dense aria-label="Found on the map" sx={{ maxHeight: 180, overflow: 'auto' }}>
            {(found.data ?? []).map((p) => (
              <ListItemButton key={`${p.layer}-${p.id}`} onClick={() => setTarget(p)}>
                <ListItemText primary={`${p.label} · ${MAP_LAYER_LABELS[p.layer]}`} secondary={p.detail} />
              </ListItemButton>
            ))}
            {found.data?.length === 0 && (
              <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
                Nothing with coordinates matches.
              </Typography>
            )}
          </List>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <BaseMap label="Map" height="min(70vh, 640px)" onView={onView}>
          <MapViewMarkers view={view.data} />
          <MapGoTo target={target} />
        </BaseMap>
      </Paper>
    </Box>
  );
}

export default function MapPage() {
  return (
    <ScreenAccess reads={getMapViewEndpoint}>
      <MapScreen />
    </ScreenAccess>
  );
}
