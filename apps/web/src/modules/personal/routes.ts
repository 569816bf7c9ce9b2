import type { PortalRoute } from '#web/app/portal-route.ts';

export const routes: PortalRoute[] = [{ path: '/user/documents', module: 'personal', title: 'Documents' }];
