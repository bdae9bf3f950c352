// The bench's references, built in the same run as the page they are compared with, with the project's
// production settings (minified ES, no comments), each to one file:
// - the lead form's floor: scripts/bench/reference/ReferenceLeadForm.tsx, a minimal lead form on React 19,
//   react-dom, r2wc, jotai, valibot and ky, nothing else;
// - the loader's: scripts/bench/reference/autoloader.js, a Shoelace-style autoloader given the same tags.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

/** Builds `entry` alone into a temporary folder and returns the gzip bytes of its JavaScript. */
async function gzipOfBuild(entry, plugins = []) {
  const outDir = mkdtempSync(join(tmpdir(), 'hub-bench-reference-'));
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      plugins,
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir,
        emptyOutDir: true,
        target: 'es2022',
        minify: true,
        reportCompressedSize: false,
        lib: { entry, formats: ['es'], fileName: 'reference' },
        rolldownOptions: {
          output: { minify: true, comments: { annotation: false, jsdoc: false, legal: false } },
        },
      },
    });
    const files = readdirSync(outDir).filter((f) => f.endsWith('.js'));
    return files.reduce((sum, f) => sum + gzipSync(readFileSync(join(outDir, f))).length, 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Gzip bytes of the reference lead form: the floor of the lead-form page's stack. */
export function referenceLeadForm() {
  process.env.NODE_ENV = 'production';
  return gzipOfBuild(join(import.meta.dirname, 'ReferenceLeadForm.tsx'), [react()]);
}

/** Gzip bytes of a Shoelace-style autoloader that knows `tags` (tag name → module path). */
export async function referenceAutoloader(tags) {
  const dir = mkdtempSync(join(tmpdir(), 'hub-bench-autoloader-'));
  try {
    const source = readFileSync(join(import.meta.dirname, 'autoloader.js'), 'utf8');
    const entry = join(dir, 'autoloader.js');
    writeFileSync(entry, source.replace('__TAGS__', JSON.stringify(tags)));
    return await gzipOfBuild(entry);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
