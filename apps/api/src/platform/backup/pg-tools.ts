// PostgreSQL's own dump and restore programs, run as child processes. Their error output is kept
// and shown, since it names what went wrong (a version mismatch, a refused connection).
import { spawn } from 'node:child_process';

export class ToolError extends Error {}

export function runTool(program: string, args: readonly string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      if (stderr.length < 20_000) stderr += chunk;
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new ToolError(
          error.code === 'ENOENT'
            ? `${program} was not found: install the PostgreSQL client programs of the server's version, or set PG_DUMP and PG_RESTORE to their paths.`
            : `${program} could not run: ${error.message}`,
        ),
      );
    });
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new ToolError(`${program} ended with code ${code}: ${redact(stderr.trim())}`));
    });
  });
}

/** Passwords in connection strings never reach a log or a screen. */
export function redact(text: string): string {
  return text.replace(/(postgres(?:ql)?:\/\/[^:/@\s]+:)[^@\s]+@/g, '$1***@');
}
