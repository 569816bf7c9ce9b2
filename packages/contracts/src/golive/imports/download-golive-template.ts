import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { GOLIVE_IMPORT_KINDS } from '../golive-imports.ts';

export const goLiveKindParam = z.object({ kind: z.enum(GOLIVE_IMPORT_KINDS) });

export const downloadGoLiveTemplateEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/GoLive/{kind}/Template',
  summary: 'The empty import template of a go-live import (.xlsx): its sheet with the columns, and instructions.',
  params: goLiveKindParam,
  download: true,
});
