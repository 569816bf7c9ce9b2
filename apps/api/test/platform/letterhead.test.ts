// The letterhead of prints comes from the COOPERATIVE_* settings; the logo is served when set.
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { portalInfoEndpoint } from '@ilaw/contracts/platform/portal-info/portal-info';
import { portalLogoEndpoint } from '@ilaw/contracts/platform/portal-info/portal-logo';
import { avatarPng } from '../../src/modules/hr/demo/avatar.ts';
import { createTestApp } from '../support/test-app.ts';

test('the portal info carries the configured letterhead and the logo is served', async () => {
  const logo = path.join(mkdtempSync(path.join(tmpdir(), 'ilaw-logo-')), 'logo.png');
  writeFileSync(logo, avatarPng('IE', 'logo', 32));
  const t = await createTestApp({
    COOPERATIVE_NAME: 'Oriental Mindoro Electric Cooperative, Inc.',
    COOPERATIVE_ADDRESS: 'Brgy. Ilaya | Calapan City, Oriental Mindoro',
    COOPERATIVE_TIN: '000-123-456-00000',
    COOPERATIVE_LOGO: logo,
  });
  try {
    const info = await t.anonymous().call(portalInfoEndpoint);
    assert.deepEqual(info.cooperative, {
      name: 'Oriental Mindoro Electric Cooperative, Inc.',
      addressLines: ['Brgy. Ilaya', 'Calapan City, Oriental Mindoro'],
      tin: '000-123-456-00000',
      contact: '',
      hasLogo: true,
    });
    const res = await t.anonymous().get(portalLogoEndpoint.path);
    assert.equal(res.status, 200);
    assert.equal(res.headers['content-type'], 'image/png');
    assert.equal(res.raw.subarray(1, 4).toString('latin1'), 'PNG');
  } finally {
    await t.close();
  }
});

test('without a logo the letterhead says so and the logo answers 404', async () => {
  const t = await createTestApp();
  try {
    const info = await t.anonymous().call(portalInfoEndpoint);
    assert.equal(info.cooperative.hasLogo, false);
    assert.equal(info.cooperative.name, 'Ilaw Electric Cooperative, Inc.');
    assert.equal((await t.anonymous().get(portalLogoEndpoint.path)).status, 404);
  } finally {
    await t.close();
  }
});
