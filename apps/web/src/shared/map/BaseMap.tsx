// The portal's Leaflet map (docs/decisions/112): the basemap tiles come from the server's
// configuration (MAP_TILE_URL); with none, or when they cannot load (no internet), the layers
// still draw on a plain background. Markers are DOM icons with a title, so they are reachable
// by keyboard and by the browser tests.
import 'leaflet/dist/leaflet.css';
import { getMapSettingsEndpoint } from '@ilaw/contracts/gis/map/get-map-settings';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import L, { type LatLngBoundsExpression } from 'leaflet';
import { useEffect, type ReactNode } from 'react';
import { MapContainer, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { endpointQuery } from '#web/shared/api/query.ts';

export interface Viewport {
  south: number;
  west: number;
  north: number;
  east: number;
  zoom: number;
}

function viewportOf(map: L.Map): Viewport {
  const b = map.getBounds();
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return {
    south: round(Math.max(-90, b.getSouth())),
    west: round(Math.max(-180, b.getWest())),
    north: round(Math.min(90, b.getNorth())),
    east: round(Math.min(180, b.getEast())),
    zoom: map.getZoom(),
  };
}

function ViewWatcher({ onView }: { onView: (v: Viewport) => void }) {
  const map = useMapEvents({ moveend: () => onView(viewportOf(map)) });
  useEffect(() => onView(viewportOf(map)), [map, onView]);
  return null;
}

function FitBounds({ bounds }: { bounds: LatLngBoundsExpression | null }) {
  const map = useMap();
  const key = JSON.stringify(bounds);
  useEffect(() => {
    if (bounds !== null) map.fitBounds(bounds, { padding: [24, 24], maxZoom: 18 });
    // Re-fit only when the bounds themselves change.
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

/** A count or a label in a marker: an HTML icon (no image files to load). */
export function textIcon(text: string, color: string, size: number, round = true): L.DivIcon {
  const safe = text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return L.divIcon({
    className: '',
    iconSize: [size, size],
    html: `<div style="width:${size}px;height:${size}px;border-radius:${round ? '50%' : '4px'};background:${color};color:#fff;border:2px solid #fff;box-shadow:0 0 2px rgba(0,0,0,.6);display:flex;align-items:center;justify-content:center;font:600 11px sans-serif">${safe}</div>`,
  });
}

export function BaseMap({
  children,
  height = 520,
  onView,
  fit = null,
  label,
}: {
  children: ReactNode;
  height?: number | string;
  onView?: (v: Viewport) => void;
  /** Bounds to show (the map re-fits when they change). */
  fit?: LatLngBoundsExpression | null;
  label: string;
}) {
  const settings = useQuery(endpointQuery(getMapSettingsEndpoint, {}));
  if (!settings.data) return <Box sx={{ height, bgcolor: '#eef2f5' }} aria-busy="true" />;
  const s = settings.data;
  return (
    <Box
      role="region"
      aria-label={label}
      data-tiles={s.tileUrl === null ? 'off' : 'on'}
      sx={{ height, '& .leaflet-container': { height: '100%', width: '100%', background: '#eef2f5' } }}
    >
      <MapContainer center={[s.center.latitude, s.center.longitude]} zoom={s.zoom} scrollWheelZoom>
        {s.tileUrl !== null && <TileLayer url={s.tileUrl} attribution={s.attribution} maxZoom={19} />}
        {onView && <ViewWatcher onView={onView} />}
        <FitBounds bounds={fit} />
        {children}
      </MapContainer>
    </Box>
  );
}
