import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MENU, menuLinks } from '@ilaw/contracts/menu';
import { readSpec } from '../../../../scripts/spec-files.ts';
import { MODULE_LABELS, MODULE_ROUTES } from './modules.ts';
import { matchesPattern, parseRoutesFile } from './route-patterns.ts';

// The repository's copy of the spec's route list (docs/spec/routes.txt): a bare clone passes.
const spec = parseRoutesFile(readSpec('routes.txt'));

test('the registered routes are exactly the routes of docs/spec/routes.txt', () => {
  const registered = MODULE_ROUTES.map((r) => r.path);
  assert.equal(new Set(registered).size, registered.length, 'a route is registered twice');
  assert.deepEqual([...registered].sort(), [...spec].sort());
});

test('every route names a known module and a title; sign-in and password pages are public', () => {
  for (const r of MODULE_ROUTES) {
    assert.ok(MODULE_LABELS[r.module] !== undefined, `${r.path}: unknown module ${r.module}`);
    assert.ok(r.title.trim().length > 0, `${r.path}: no title`);
  }
  const publicPaths = MODULE_ROUTES.filter((r) => r.public === true)
    .map((r) => r.path)
    .sort();
  assert.deepEqual(publicPaths, ['/', '/request', '/user/forgot-password', '/user/reset-password']);
});

test('every menu link opens a registered route', () => {
  for (const { trail, link } of menuLinks(MENU)) {
    const path = link.path.split('?')[0] ?? '';
    assert.ok(
      MODULE_ROUTES.some((r) => matchesPattern(r.path, path)),
      `${trail.join(' > ')}: ${link.path} has no route`,
    );
  }
});

test('optional and required parameters match as React Router does', () => {
  assert.ok(matchesPattern('/ogm/travel-orders/:id?', '/ogm/travel-orders'));
  assert.ok(matchesPattern('/ogm/travel-orders/:id?', '/ogm/travel-orders/7'));
  assert.ok(!matchesPattern('/ogm/travel-orders/form/:id', '/ogm/travel-orders/form'));
  assert.ok(matchesPattern('/tsd/power-supplies/:date?/:id', '/tsd/power-supplies/5'));
  assert.ok(matchesPattern('/tsd/power-supplies/:date?/:id', '/tsd/power-supplies/2026-01-01/5'));
});
