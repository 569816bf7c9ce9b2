// What the audit trail keeps outside the database: the HMAC key of its chain and a signed copy of
// its checkpoint, both under DATA_DIR/keys (or the key in AUDIT_HMAC_KEY). Someone who can only
// write to the database can neither recompute a keyed hash nor roll the file checkpoint back.
import { createHmac, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const KEY_FILE = 'audit.key';

export class AuditKeyError extends Error {}

function keysDir(dataDir: string): string {
  return path.join(dataDir, 'keys');
}

/**
 * The key from AUDIT_HMAC_KEY, or from DATA_DIR/keys/audit.key, created (mode 0600) on the first
 * start. Several processes starting at once agree on one file: it is linked into place, and a
 * process that finds it there already reads that one.
 */
export function loadAuditKey(options: { auditHmacKey?: string | undefined; dataDir: string }): Buffer {
  if (options.auditHmacKey) return Buffer.from(options.auditHmacKey, 'utf8');
  const dir = keysDir(options.dataDir);
  const file = path.join(dir, KEY_FILE);
  const read = (): Buffer => {
    const text = readFileSync(file, 'utf8').trim();
    if (!/^[0-9a-f]{64}$/.test(text)) {
      throw new AuditKeyError(`${file} does not hold an audit key (64 hexadecimal digits); restore it from a backup.`);
    }
    return Buffer.from(text, 'hex');
  };
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const tmp = path.join(dir, `.${KEY_FILE}.${process.pid}.${randomBytes(4).toString('hex')}`);
  writeFileSync(tmp, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(tmp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(tmp);
  }
  return read();
}

// One key per process: recordAudit is called with a transaction only, so the key cannot travel
// with it. Two apps in one process (tests) must share the key; a different one is refused.
let active: { key: Buffer; users: number } | null = null;

/** Makes `key` the audit key of this process until the returned release is called. */
export function useAuditKey(key: Buffer): () => void {
  if (active && !active.key.equals(key)) {
    throw new AuditKeyError('Another audit key is already in use in this process.');
  }
  active ??= { key, users: 0 };
  active.users += 1;
  let released = false;
  return () => {
    if (released || !active) return;
    released = true;
    active.users -= 1;
    if (active.users === 0) active = null;
  };
}

export function auditKey(): Buffer {
  if (!active) throw new AuditKeyError('The audit key is not loaded: the portal starts through startApp().');
  return active.key;
}

export interface CheckpointState {
  chainId: string;
  count: number;
  headId: number | null;
  headHash: string | null;
}

export function checkpointMac(key: Buffer, cp: CheckpointState): string {
  return createHmac('sha256', key)
    .update(`audit-checkpoint\n${cp.chainId}\n${cp.count}\n${cp.headId ?? ''}\n${cp.headHash ?? ''}`)
    .digest('hex');
}

export interface CheckpointFile extends CheckpointState {
  at: string;
  mac: string;
  path: string;
}

function checkpointFilePath(dataDir: string, chainId: string): string {
  return path.join(keysDir(dataDir), `audit-checkpoint-${chainId}.json`);
}

/** The checkpoint kept in DATA_DIR for this chain, or null when none was written yet. */
export function readCheckpointFile(dataDir: string, chainId: string): CheckpointFile | null {
  const file = checkpointFilePath(dataDir, chainId);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<Omit<CheckpointFile, 'path'>>;
  return {
    chainId: String(parsed.chainId ?? ''),
    count: Number(parsed.count ?? -1),
    headId: parsed.headId ?? null,
    headHash: parsed.headHash ?? null,
    at: String(parsed.at ?? ''),
    mac: String(parsed.mac ?? ''),
    path: file,
  };
}

/** Writes the checkpoint file when `cp` is further along than the one there (never backwards). */
export function advanceCheckpointFile(dataDir: string, key: Buffer, cp: CheckpointState): void {
  const current = readCheckpointFile(dataDir, cp.chainId);
  if (current && current.count >= cp.count) return;
  const file = checkpointFilePath(dataDir, cp.chainId);
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const body = { ...cp, at: new Date().toISOString(), mac: checkpointMac(key, cp) };
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(tmp, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
  renameSync(tmp, file);
}
