// The embedded database belongs to one process: the portal writes DATA_DIR/portal.pid while it
// runs, and the command-line tools ask that process instead of opening the database themselves.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const PID_FILE = 'portal.pid';

export function writePidFile(dataDir: string): () => void {
  const file = path.join(dataDir, PID_FILE);
  writeFileSync(file, `${process.pid}\n`);
  return () => rmSync(file, { force: true });
}

/** The pid of the portal running on this data folder, or null. */
export function runningPortal(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number(readFileSync(path.join(dataDir, PID_FILE), 'utf8').trim());
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: alive but another user's; ESRCH: a pid file left by a crash.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}
