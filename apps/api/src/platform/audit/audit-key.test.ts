import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  advanceCheckpointFile,
  auditKey,
  checkpointMac,
  loadAuditKey,
  readCheckpointFile,
  useAuditKey,
} from './audit-key.ts';

function withDir(run: (dir: string) => void): void {
  const dir = mkdtempSync(path.join(tmpdir(), 'ilaw-audit-key-'));
  try {
    run(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('the key file is made once in DATA_DIR/keys, readable by its owner only, and read again later', () => {
  withDir((dir) => {
    const first = loadAuditKey({ dataDir: dir, auditHmacKey: undefined });
    assert.equal(first.length, 32);
    const file = path.join(dir, 'keys', 'audit.key');
    assert.equal(statSync(file).mode & 0o777, 0o600);
    assert.deepEqual(loadAuditKey({ dataDir: dir, auditHmacKey: undefined }), first);
  });
});

test('AUDIT_HMAC_KEY wins over the file; a damaged file stops the start', () => {
  withDir((dir) => {
    const key = loadAuditKey({ dataDir: dir, auditHmacKey: 'x'.repeat(40) });
    assert.deepEqual(key, Buffer.from('x'.repeat(40)));
    assert.throws(() => readFileSync(path.join(dir, 'keys', 'audit.key')), /ENOENT/);
    loadAuditKey({ dataDir: dir, auditHmacKey: undefined });
    writeFileSync(path.join(dir, 'keys', 'audit.key'), 'not a key');
    assert.throws(() => loadAuditKey({ dataDir: dir, auditHmacKey: undefined }), /does not hold an audit key/);
  });
});

test('one key per process: the same key may be used twice, another one is refused', () => {
  const a = Buffer.alloc(32, 1);
  const releaseA = useAuditKey(a);
  const releaseA2 = useAuditKey(Buffer.alloc(32, 1));
  assert.throws(() => useAuditKey(Buffer.alloc(32, 2)), /Another audit key/);
  releaseA();
  assert.deepEqual(auditKey(), a);
  releaseA2();
  assert.throws(() => auditKey(), /not loaded/);
});

test('the checkpoint copy only moves forward and is signed', () => {
  withDir((dir) => {
    const key = Buffer.alloc(32, 7);
    const chainId = '00000000-0000-4000-8000-000000000001';
    advanceCheckpointFile(dir, key, { chainId, count: 5, headId: 9, headHash: 'h9' });
    advanceCheckpointFile(dir, key, { chainId, count: 3, headId: 6, headHash: 'h6' });
    const file = readCheckpointFile(dir, chainId)!;
    assert.equal(file.count, 5);
    assert.equal(file.mac, checkpointMac(key, { chainId, count: 5, headId: 9, headHash: 'h9' }));
    assert.equal(statSync(file.path).mode & 0o777, 0o600);
    assert.equal(readCheckpointFile(dir, '00000000-0000-4000-8000-000000000002'), null);
  });
});
