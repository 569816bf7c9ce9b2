// Meter Locations (menu: List, Upload Coordinates, Route): where each meter stands. The list finds
// consumers with or without coordinates; the upload sets coordinates from a file through the one
// import pipeline; the route view walks a route in reading sequence with each leg's distance and a
// sketch of the walk (drawn from the coordinates alone: it needs no map tiles).
import type { Consumer } from '@ilaw/contracts/billing/consumers/consumer';
import { downloadMeterLocationTemplateEndpoint } from '@ilaw/contracts/billing/meter-locations/download-meter-location-template';
import { exportMeterLocationsEndpoint } from '@ilaw/contracts/billing/meter-locations/export-meter-locations';
import { importMeterLocationsEndpoint } from '@ilaw/contracts/billing/meter-locations/import-meter-locations';
import { listMeterLocationsEndpoint } from '@ilaw/contracts/billing/meter-locations/list-meter-locations';
import { LOCATED_FILTERS } from '@ilaw/contracts/billing/meter-locations/meter-location';
import { getNearestNeighbourOrderEndpoint } from '@ilaw/contracts/billing/routes/get-nearest-neighbour-order';
import { listRoutesEndpoint } from '@ilaw/contracts/billing/routes/list-routes';
import { resequenceRouteEndpoint } from '@ilaw/contracts/billing/routes/resequence-route';
import { formatNumber } from '@ilaw/contracts/format';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Marker, Polyline } from 'react-leaflet';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ImportPanel } from '#web/shared/imports/ImportPanel.tsx';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { int, oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { BaseMap, textIcon } from '#web/shared/map/BaseMap.tsx';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { BRANCH_OPTIONS } from '../shared/billing-screen-kit.ts';
import { FieldCoordinatesPanel } from './FieldCoordinatesPanel.tsx';
import { routeLegs, sketchPoints, type Point } from './route-walk.ts';

const VIEWS = { list: 'List', upload: 'Upload Coordinates', route: 'Route' } as const;
type View = keyof typeof VIEWS;
const FILTERS = {
  view: oneOf(['upload', 'route'] as const),
  search: text,
  branch: int,
  route: int,
  located: oneOf(LOCATED_FILTERS),
};
const LOCATED_OPTIONS = [
  { value: 'located' as const, label: 'With coordinates' },
  { value: 'missing' as const, label: 'Without coordinates' },
];

const pointOf = (c: Consumer): Point | null =>
  c.latitude === null || c.longitude === null ? null : { latitude: Number(c.latitude), longitude: Number(c.longitude) };

function Coordinates({ c }: { c: Consumer }) {
  if (c.latitude === null || c.longitude === null) return <StatusChip status="Pending" label="Missing" />;
  // OpenStreetMap at the meter: a second look for the office, not a tile the screen depends on.
  return (
    <Link
      href={`https://www.openstreetmap.org/?mlat=${c.latitude}&mlon=${c.longitude}#map=19/${c.latitude}/${c.longitude}`}
      target="_blank"
      rel="noreferrer"
      aria-label={`${c.accountNo} on the map`}
    >
      {c.latitude}, {c.longitude}
    </Link>
  );
}

const listColumns: Column<Consumer>[] = [
  { key: 'accountNo', header: 'Account no.', phone: 'title', render: (c) => c.accountNo },
  { key: 'name', header: 'Name', render: (c) => c.name },
  {
    key: 'route',
    header: 'Route / seq.',
    render: (c) => (c.routeCode === null ? '-' : `${c.routeCode} / ${c.sequence ?? '-'}`),
  },
  { key: 'place', header: 'Barangay', render: (c) => `${c.barangay}, ${c.town}` },
  { key: 'coordinates', header: 'Coordinates', render: (c) => <Coordinates c={c} /> },
];

/** The walk of a route in reading sequence, drawn to scale, north up. */
function RouteSketch({ stops }: { stops: Consumer[] }) {
  const located = stops.flatMap((c) => {
    const p = pointOf(c);
    return p === null ? [] : [{ c, p }];
  });
  if (located.length < 2) return null;
  const [w, h] = [640, 320];
  const xy = sketchPoints(
    located.map((s) => s.p),
    w,
    h,
  );
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${w} ${h}`}
      role="img"
      aria-label={`Sketch of the walk through ${located.length} located meters`}
      sx={{
        width: '100%',
        maxWidth: w,
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <polyline
        points={xy.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ')}
        fill="none"
        stroke="currentColor"
        strokeOpacity={0.45}
        strokeWidth={2}
      />
      {xy.map(([x, y], i) => (
        <g key={located[i]!.c.id}>
          <circle cx={x} cy={y} r={5} fill={i === 0 ? '#2e7d32' : '#1565c0'}>
            <title>{`${located[i]!.c.sequence ?? ''} ${located[i]!.c.accountNo} ${located[i]!.c.name}`}</title>
          </circle>
          <text x={x + 7} y={y - 7} fontSize={11} fill="currentColor">
            {located[i]!.c.sequence ?? ''}
          </text>
        </g>
      ))}
    </Box>
  );
}

/** The route's meters on the map in reading order: numbered markers and the walk's line. */
function RouteMap({ stops }: { stops: Consumer[] }) {
  const located = stops.flatMap((c, i) => {
    const p = pointOf(c);
    return p === null ? [] : [{ c, i, at: [p.latitude, p.longitude] as [number, number] }];
  });
  if (located.length === 0) return null;
  const lats = located.map((l) => l.at[0]);
  const lngs = located.map((l) => l.at[1]);
  const fit: [[number, number], [number, number]] = [
    [Math.min(...lats), Math.min(...lngs)],
    [Math.max(...lats), Math.max(...lngs)],
  ];
  return (
    <Box sx={{ mb: 2, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <BaseMap label="Route map" height={320} fit={fit}>
        <Polyline positions={located.map((l) => l.at)} pathOptions={{ color: '#1565c0', weight: 2, opacity: 0.6 }} />
        {located.map((l) => (
          <Marker
            // Leaflet does not update a marker's title: a new place in the order is a new marker.
            key={`${l.c.id}-${l.i}`}
            position={l.at}
            icon={textIcon(String(l.i + 1), l.i === 0 ? '#2e7d32' : '#1565c0', 22)}
            title={`${l.i + 1} ${l.c.accountNo}`}
          />
        ))}
      </BaseMap>
    </Box>
  );
}

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

function RouteView({
  routeId,
  stops: loaded,
  loading,
  canSave,
}: {
  routeId: number | undefined;
  stops: Consumer[];
  loading: boolean;
  canSave: boolean;
}) {
  // The working order: moved by drag, up/down or nearest neighbour, saved as one change.
  const [order, setOrder] = useState<Consumer[]>(loaded);
  const [dragged, setDragged] = useState<number | null>(null);
  const loadedKey = loaded.map((c) => `${c.id}:${c.sequence ?? ''}`).join();
  useEffect(() => setOrder(loaded), [loadedKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const stops = order.map((c, i) => ({ ...c, sequence: i + 1 }));
  const changed = order.some((c, i) => c.sequence !== i + 1);
  const save = useEndpointMutation(resequenceRouteEndpoint, { invalidates: [listMeterLocationsEndpoint] });
  const [proposing, setProposing] = useState(false);
  const proposeNearest = async () => {
    if (routeId === undefined) return;
    setProposing(true);
    try {
      const proposal = await callEndpoint(getNearestNeighbourOrderEndpoint, { params: { id: routeId } });
      const byId = new Map(order.map((c) => [c.id, c]));
      setOrder(proposal.consumerIds.flatMap((id) => byId.get(id) ?? []));
    } finally {
      setProposing(false);
    }
  };
  const { legs, total } = routeLegs(stops.map(pointOf));
  const missing = stops.filter((c) => pointOf(c) === null).length;
  const columns: Column<Consumer>[] = [
    { key: 'sequence', header: 'Seq.', align: 'right', render: (c) => c.sequence ?? '-' },
    { key: 'accountNo', header: 'Account no.', phone: 'title', render: (c) => c.accountNo },
    { key: 'name', header: 'Name', render: (c) => c.name },
    { key: 'coordinates', header: 'Coordinates', render: (c) => <Coordinates c={c} /> },
    {
      key: 'leg',
      header: 'From the previous meter',
      align: 'right',
      render: (c) => {
        const leg = legs[stops.findIndex((s) => s.id === c.id)];
        return leg === null || leg === undefined ? '-' : `${formatNumber(Math.round(leg), 0)} m`;
      },
    },
  ];
  if (canSave) {
    columns.push({
      key: 'move',
      header: 'Move',
      align: 'right',
      render: (c) => {
        const i = stops.findIndex((s) => s.id === c.id);
        return (
          <Box
            sx={{ whiteSpace: 'nowrap', cursor: 'grab' }}
            draggable
            onDragStart={() => setDragged(i)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={() => {
              if (dragged !== null && dragged !== i) setOrder((o) => move(o, dragged, i));
              setDragged(null);
            }}
          >
            <IconButton
              size="small"
              aria-label={`Move ${c.accountNo} up`}
              disabled={i === 0}
              onClick={() => setOrder((o) => move(o, i, i - 1))}
            >
              <ArrowUpward fontSize="small" />
            </IconButton>
            <IconButton
              size="small"
              aria-label={`Move ${c.accountNo} down`}
              disabled={i === stops.length - 1}
              onClick={() => setOrder((o) => move(o, i, i + 1))}
            >
              <ArrowDownward fontSize="small" />
            </IconButton>
          </Box>
        );
      },
    });
  }
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="route-walk">
        {stops.length === 0
          ? 'Choose a route to walk it in reading sequence.'
          : `Walk in reading sequence: ${formatNumber(total / 1000, 2)} km through ${formatNumber(stops.length - missing, 0)} located meters` +
            (missing > 0 ? `; ${formatNumber(missing, 0)} without coordinates.` : '.')}
      </Typography>
      {canSave && stops.length > 1 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}>
          <Button size="small" variant="outlined" onClick={() => void proposeNearest()} disabled={proposing}>
            Nearest neighbour order
          </Button>
          <Button size="small" onClick={() => setOrder(loaded)} disabled={!changed || save.isPending}>
            Undo changes
          </Button>
          <Button
            size="small"
            variant="contained"
            disabled={!changed || save.isPending || routeId === undefined}
            onClick={() =>
              void save.mutateAsync({ params: { id: routeId ?? 0 }, body: { consumerIds: order.map((c) => c.id) } })
            }
          >
            Save the sequence
          </Button>
          <Typography variant="caption" color="text.secondary" role="status">
            {changed ? 'Not saved: drag a meter or use the arrows, then save.' : 'Saved order.'}
          </Typography>
        </Box>
      )}
      <RouteMap stops={stops} />
      <RouteSketch stops={stops} />
      <DataTable
        caption="Route in reading sequence"
        columns={columns}
        result={{ data: stops, total: stops.length }}
        loading={loading}
        paging={{ page: 1, itemsPerPage: Math.max(stops.length, 15) }}
        onPagingChange={() => undefined}
        rowKey={(c) => c.id}
        emptyText="No consumers on this route."
      />
    </Box>
  );
}

function MeterLocationsScreen() {
  const can = useCan();
  const list = useListParams({ filters: FILTERS });
  const { view: viewParam, search, branch: branchCode, route: routeId, located } = list.filters;
  const view: View = viewParam ?? 'list';
  const routes = useQuery(endpointQuery(listRoutesEndpoint, { query: branchCode === undefined ? {} : { branchCode } }));
  const query = { search, branchCode, routeId, located };
  const page = usePagedEndpoint(listMeterLocationsEndpoint, {
    query: { ...list.query, ...query },
    enabled: view === 'list',
  });
  // A route is walked whole (routes hold hundreds of meters, not thousands).
  const walk = useQuery({
    ...endpointQuery(listMeterLocationsEndpoint, {
      query: { routeId: routeId ?? 0, page: 1, itemsPerPage: 500 },
    }),
    enabled: view === 'route' && routeId !== undefined,
  });
  const routeSelect = (
    <FilterSelect
      size="small"
      label="Route"
      name="route"
      value={routeId}
      onChange={(v) => list.setFilter('route', v)}
      allLabel={view === 'route' ? 'Choose a route' : 'All'}
      options={(routes.data ?? []).map((r) => ({ value: r.id, label: `${r.code} · ${r.name}` }))}
      sx={{ minWidth: 180 }}
    />
  );
  return (
    <Box>
      <PageHeader
        title="Meter Locations"
        subtitle="Where each meter stands: from the field or from a coordinates file."
      />
      <Paper variant="outlined">
        <Tabs
          value={view}
          onChange={(_, v: View) => list.setFilter('view', v === 'list' ? undefined : v)}
          variant="scrollable"
          sx={{ px: 2 }}
        >
          {(Object.keys(VIEWS) as View[])
            .filter((v) => v !== 'upload' || can(importMeterLocationsEndpoint))
            .map((v) => (
              <Tab key={v} value={v} label={VIEWS[v]} />
            ))}
        </Tabs>
        <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          {view === 'list' && (
            <>
              <SearchField
                size="small"
                placeholder="Account no. or name"
                value={search}
                onChange={(v) => list.setFilter('search', v)}
                sx={{ minWidth: 240 }}
              />
              <FilterSelect
                size="small"
                label="Branch"
                name="branch"
                value={branchCode}
                onChange={(v) => list.setFilters({ branch: v, route: undefined })}
                options={BRANCH_OPTIONS}
                sx={{ minWidth: 150 }}
              />
              {routeSelect}
              <FilterSelect
                size="small"
                label="Coordinates"
                name="located"
                value={located}
                onChange={(v) => list.setFilter('located', v)}
                options={LOCATED_OPTIONS}
                sx={{ minWidth: 190 }}
              />
              <Box sx={{ flexGrow: 1 }} />
              <ExportButton endpoint={exportMeterLocationsEndpoint} query={query} />
            </>
          )}
          {view !== 'list' && routeSelect}
        </Box>
        {view === 'list' && (
          <DataTable
            caption="Meter locations"
            columns={listColumns}
            result={page.data}
            loading={page.isFetching}
            {...list.table}
            rowKey={(c) => c.id}
            emptyText="No consumers match."
          />
        )}
        {view === 'upload' && (
          <Box sx={{ p: 2, pt: 0 }}>
            <ImportPanel
              endpoint={importMeterLocationsEndpoint}
              template={{
                endpoint: downloadMeterLocationTemplateEndpoint,
                call: { query: routeId === undefined ? {} : { routeId } },
                label: routeId === undefined ? 'Download the template' : 'Download the route as a template',
              }}
              invalidates={[listMeterLocationsEndpoint]}
              fileLabel="Coordinates file"
            >
              <Typography variant="body2">
                Upload a .xlsx or .csv with <strong>Account No.</strong>, <strong>Latitude</strong> and{' '}
                <strong>Longitude</strong> (decimal degrees, as a phone shows them). Each line is checked; good lines
                are saved together and bad ones listed with their reason.
              </Typography>
            </ImportPanel>
            <FieldCoordinatesPanel routeId={routeId} />
          </Box>
        )}
        {view === 'route' && (
          <RouteView
            routeId={routeId}
            stops={routeId === undefined ? [] : (walk.data?.data ?? [])}
            loading={walk.isFetching}
            canSave={can(resequenceRouteEndpoint)}
          />
        )}
      </Paper>
    </Box>
  );
}

/** Users who may not read the locations see the no-access state instead (decision 015). */
export default function MeterLocationsPage() {
  return (
    <ScreenAccess reads={listMeterLocationsEndpoint}>
      <MeterLocationsScreen />
    </ScreenAccess>
  );
}
