import { endpoint } from '../../http.ts';

export const downloadSupplyTemplateEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/power-supplies/import-template',
  summary: 'The interval data template (.xlsx): MeteringPoint, Date, Time, kWh, kW, one row per 15-minute interval.',
  download: true,
});
