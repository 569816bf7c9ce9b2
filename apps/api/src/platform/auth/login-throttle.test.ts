import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addressKey } from './login-throttle.ts';

test('addresses are counted per IPv4 address and per IPv6 /64', () => {
  assert.equal(addressKey('203.0.113.7'), '203.0.113.7');
  assert.equal(addressKey('::ffff:203.0.113.7'), '203.0.113.7');
  assert.equal(addressKey('2001:db8:85a3:12:abcd::1'), '2001:db8:85a3:12::/64');
  assert.equal(addressKey('2001:0db8:85a3:0012:ffff:1:2:3'), '2001:db8:85a3:12::/64');
  assert.equal(addressKey('2001:db8::1'), '2001:db8:0:0::/64');
  assert.equal(addressKey('::1'), '0:0:0:0::/64');
  assert.equal(addressKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
});
