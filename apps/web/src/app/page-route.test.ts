// Every route of routes.txt has its screen now, so a synthetic route stands in for one not built
// yet: it gets the module's "not available yet" page, titled and labelled by its module.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ComponentType } from 'react';
import { pageRoute } from './page-route.ts';

const NotBuilt: ComponentType = () => null;
const Screen: ComponentType = () => null;

test('a route without a screen shows the not-built page with its title and module', () => {
  const route = pageRoute({ path: '/tsd/synthetic-unbuilt', module: 'tsd', title: 'Synthetic Unbuilt' }, NotBuilt);
  assert.equal(route.path, '/tsd/synthetic-unbuilt');
  assert.equal(route.Component, NotBuilt);
  assert.equal(route.lazy, undefined);
  assert.deepEqual(route.handle, { title: 'Synthetic Unbuilt', module: 'tsd' });
});

test('a route with a screen loads it on demand and never shows the not-built page', async () => {
  const route = pageRoute(
    { path: '/tsd/built', module: 'tsd', title: 'Built', load: () => Promise.resolve({ default: Screen }) },
    NotBuilt,
  );
  assert.equal(route.Component, undefined);
  assert.equal(typeof route.lazy, 'function');
  const lazy = route.lazy as () => Promise<{ Component: ComponentType }>;
  assert.equal((await lazy()).Component, Screen);
});
