// Start-up JavaScript of the portal: builds the web app and sums the gzip size of the entry
// chunk(s) dist/index.html loads (module scripts and modulepreloads), against a blank Vite React
// page built the same way. The lead wires `benchBundle()` into `npm run bench`.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(repoRoot, 'apps/web');

interface EntrySize {
  file: string;
  bytes: number;
  gzip: number;
}

/** The JavaScript files an index.html loads before any page code is requested. */
function initialScripts(distDir: string): EntrySize[] {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1] ?? '');
  return [...new Set(refs)].map((ref) => {
    const content = readFileSync(path.join(distDir, ref.replace(/^\//, '')));
    return { file: ref, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
}

async function buildPortal(): Promise<EntrySize[]> {
  await build({ root: webRoot, configFile: path.join(webRoot, 'vite.config.ts'), logLevel: 'silent' });
  return initialScripts(path.join(webRoot, 'dist'));
}

/** A blank React 19 page with the same Vite and React plugin, built inside the repository so it
 *  resolves the same react and react-dom. */
async function buildBlank(): Promise<EntrySize[]> {
  const cacheDir = path.join(repoRoot, 'node_modules/.cache');
  mkdirSync(cacheDir, { recursive: true });
  const dir = mkdtempSync(path.join(cacheDir, 'bench-blank-'));
  try {
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><html><head><meta charset="UTF-8" /><title>Blank</title></head><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
    );
    writeFileSync(
      path.join(dir, 'main.tsx'),
      "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')!).render(<h1>Hello</h1>);\n",
    );
    await build({
      root: dir,
      configFile: false,
      plugins: [react()],
      logLevel: 'silent',
      build: { outDir: path.join(dir, 'dist'), emptyOutDir: true, target: 'es2022' },
    });
    return initialScripts(path.join(dir, 'dist'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
const sum = (sizes: EntrySize[], key: 'bytes' | 'gzip') => sizes.reduce((t, s) => t + s[key], 0);

export async function benchBundle(): Promise<void> {
  const portal = await buildPortal();
  const blank = await buildBlank();
  const portalGzip = sum(portal, 'gzip');
  const blankGzip = sum(blank, 'gzip');
  console.log('  initial JavaScript (gzip -9), entry chunks of dist/index.html:');
  for (const s of portal) console.log(`    ${s.file}  ${kb(s.bytes)} raw, ${kb(s.gzip)} gzip`);
  console.log(`  portal shell:      ${kb(portalGzip)} gzip (${kb(sum(portal, 'bytes'))} raw)`);
  console.log(`  blank React page:  ${kb(blankGzip)} gzip (${kb(sum(blank, 'bytes'))} raw)`);
  console.log(`  shell over blank:  +${kb(portalGzip - blankGzip)}, ${(portalGzip / blankGzip).toFixed(2)}x`);
}

if (import.meta.main) await benchBundle();
