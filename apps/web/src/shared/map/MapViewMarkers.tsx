// What /map and the transformer map draw from `GET /api/v2/gis/map` (docs/decisions/112, 115): the
// viewport's query, each cluster (a click zooms in) and each record (a popup linking to its screen).
import { MAP_LAYER_LABELS } from '@ilaw/contracts/gis/enums';
import { getMapViewEndpoint } from '@ilaw/contracts/gis/map/get-map-view';
import type { MapPoint, MapView } from '@ilaw/contracts/gis/map/map';
import type { QueryOf } from '@ilaw/contracts/http';
import { TRANSFORMER_MAP_GROUP_LABELS, type TransformerMapGroup } from '@ilaw/contracts/tsd/enums';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Marker, Popup, useMap } from 'react-leaflet';
import { Link as RouterLink } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { textIcon, type Viewport } from './BaseMap.tsx';
import { LAYER_COLORS, recordHref } from './map-records.ts';

function clusterSize(count: number): number {
  return count < 10 ? 26 : count < 100 ? 32 : count < 1000 ? 38 : 46;
}

/** A viewport's clusters and records (nothing until the map has told its viewport). */
export function useMapView(
  viewport: Viewport | null,
  query: Omit<QueryOf<typeof getMapViewEndpoint>, keyof Viewport>,
  enabled = true,
) {
  return useQuery({
    ...endpointQuery(getMapViewEndpoint, {
      query: { ...(viewport ?? { south: 0, west: 0, north: 1, east: 1, zoom: 1 }), ...query },
    }),
    enabled: enabled && viewport !== null,
    placeholderData: keepPreviousData,
  });
}

export interface MarkerStyle {
  color: string;
  /** What a marker's title calls the records (e.g. "overloaded transformers"). */
  name: string;
  /** A record's status in words. */
  statusLabel?: (status: string) => string;
}

const layerStyle = (layer: MapPoint['layer']): MarkerStyle => ({
  color: LAYER_COLORS[layer],
  name: MAP_LAYER_LABELS[layer].toLowerCase(),
  ...(layer === 'transformers'
    ? { statusLabel: (s: string) => TRANSFORMER_MAP_GROUP_LABELS[s as TransformerMapGroup] ?? s }
    : {}),
});

export function MapViewMarkers({ view, style }: { view: MapView | undefined; style?: MarkerStyle }) {
  const map = useMap();
  if (!view) return null;
  return (
    <>
      {view.clusters.map((c) => {
        const s = style ?? layerStyle(c.layer);
        return (
          <Marker
            key={`${c.layer}-${c.latitude}-${c.longitude}-${c.count}`}
            position={[c.latitude, c.longitude]}
            icon={textIcon(c.count.toLocaleString('en-US'), s.color, clusterSize(c.count))}
            title={`${c.count} ${s.name}`}
            eventHandlers={{ click: () => map.setView([c.latitude, c.longitude], Math.min(map.getZoom() + 2, 19)) }}
          />
        );
      })}
      {view.points.map((p) => (
        <PointMarker key={`${p.layer}-${p.id}`} point={p} style={style ?? layerStyle(p.layer)} />
      ))}
    </>
  );
}

function PointMarker({ point: p, style }: { point: MapPoint; style: MarkerStyle }) {
  return (
    <Marker
      position={[p.latitude, p.longitude]}
      icon={textIcon('', style.color, p.layer === 'poles' ? 12 : 16, p.layer !== 'poles')}
      title={`${MAP_LAYER_LABELS[p.layer]}: ${p.label}`}
    >
      <Popup>
        <Typography variant="subtitle2">{p.label}</Typography>
        <Typography variant="body2">{p.detail}</Typography>
        {p.status !== null && (
          <Typography variant="caption" component="div">
            {style.statusLabel ? style.statusLabel(p.status) : p.status}
          </Typography>
        )}
        <Link component={RouterLink} to={recordHref(p)}>
          Open the record
        </Link>
      </Popup>
    </Marker>
  );
}

/** Moves the map onto a record found by a search. */
export function MapGoTo({ target }: { target: MapPoint | null }) {
  const map = useMap();
  useEffect(() => {
    if (target !== null) map.setView([target.latitude, target.longitude], Math.max(map.getZoom(), 18));
  }, [map, target]);
  return null;
}
