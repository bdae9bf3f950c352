import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Packages every widget needs: one shared runtime chunk, cached across widgets and pages. */
const RUNTIME = /node_modules\/(react|react-dom|scheduler|@r2wc|jotai|ky|valibot)\//;
const CORE = /\/(core|themes)\/|\/api\/(client|bearer|services|useApi)\.ts/;
const LOADER = /\/core\/(loader|registry)\.ts/;

export default defineConfig({
  plugins: [react()],
  base: './',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    modulePreload: { polyfill: false },
    sourcemap: false,
    reportCompressedSize: false,
    minify: true,
    rolldownOptions: {
      input: { 'hub-widgets': 'core/loader.ts' },
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: '[name].js',
        chunkFileNames: (chunk) => {
          const id = chunk.facadeModuleId ?? '';
          const widget = /\/widgets\/([^/]+)\//.exec(id)?.[1];
          return `chunks/${widget ?? chunk.name}-[hash].js`;
        },
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              test: (id: string) => RUNTIME.test(id) || (CORE.test(id) && !LOADER.test(id)),
            },
            { name: 'imask', test: /node_modules\/imask\// },
          ],
        },
      },
    },
  },
});
