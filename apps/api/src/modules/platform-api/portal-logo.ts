import { portalLogoEndpoint } from '@ilaw/contracts/platform/portal-info/portal-logo';
import { readFile } from 'node:fs/promises';
import { PUBLIC } from '../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../platform/http/define-route.ts';
import { notFound } from '../../platform/http/errors.ts';

const TYPES: Record<string, string> = { png: 'image/png', svg: 'image/svg+xml', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

export const portalLogo = defineRoute({
  endpoint: portalLogoEndpoint,
  access: PUBLIC,
  async handler({ services }) {
    const file = services.config.cooperative.logoFile;
    const type = file === undefined ? undefined : TYPES[file.split('.').pop()?.toLowerCase() ?? ''];
    if (file === undefined || type === undefined) throw notFound('No logo is configured.');
    return fileResponse('logo', type, await readFile(file), 'inline');
  },
});
