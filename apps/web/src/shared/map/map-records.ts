// Where a map record opens: each layer's own screen.
import type { MapPoint } from '@ilaw/contracts/gis/map/map';
import type { MapLayer } from '@ilaw/contracts/gis/enums';

export const LAYER_COLORS: Record<MapLayer, string> = {
  consumers: '#1976d2',
  transformers: '#d32f2f',
  poles: '#6d4c41',
  serviceRequests: '#ed6c02',
};

export function recordHref(p: Pick<MapPoint, 'layer' | 'id' | 'accountNo' | 'label'>): string {
  switch (p.layer) {
    case 'consumers':
      return `/consumer/info?account=${encodeURIComponent(p.accountNo ?? '')}`;
    case 'transformers':
      return `/tsd/distribution-transformer/form?id=${p.id}`;
    case 'poles':
      return `/cpd/gis?search=${encodeURIComponent(p.label)}`;
    case 'serviceRequests':
      return `/isd/msd/service-requests/${p.id}`;
  }
}
