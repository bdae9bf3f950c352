import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Packages every widget needs: one shared runtime chunk, cached across widgets and pages. */
const RUNTIME = /node_modules\/(react|react-dom|scheduler|@r2wc|ky|valibot)\//;
// The form kit (core/form, its fields aside) is chunked with the forms that use it, not loaded by every widget.
const CORE = /\/(core|themes)\/(?!form\/(?!fields\/))|\/api\/(client|bearer|services)\.ts/;
const LOADER = /\/core\/(loader|registry)\.ts/;
/**
 * Core code not every widget needs, kept out of the runtime: the configuration message (imported on
 * demand, only a misconfigured widget shows it) and the WhatsApp chat's popup (chunked with the chat).
 */
const NOT_RUNTIME = /\/core\/(ConfigMessage\.tsx|config-messages\.ts|Popup\.tsx)$/;
/**
 * The page's shared state: jotai, the one store, stored values and the page location. Only widgets that
 * share state with the rest of the page load it; the others (e.g. the lead form) skip jotai altogether.
 */
const STATE =
  /node_modules\/jotai\/|\/core\/(store|storage)\.ts$|\/domain\/location\/(location|LocationSchema|locationCookie)\.ts$|\/api\/location\.ts$/;
/**
 * What nearly every form loads, in one chunk instead of five tiny ones: `validateField` with every rule
 * family's messages, and the smallest rules most forms share (CPF, upper-casing, phone and CNPJ
 * normalisers). A form's other rules stay chunked by the widgets that use them.
 */
const VALIDATION =
  /\/validators\/(validateField|messages|[^/]+\/messages|shared\/(isBlank|rules|onlyDigits)|cpf\/(CpfSchema|isValidCpf)|masks\/(cpfMask|upperCase)|phone\/toPhonePayload|cnpj\/normalizeCnpj)\.ts$/;
/** The shopper's profile: its service calls and the prefill the contact forms take from it. */
const PROFILE = /\/api\/users\.ts$|\/domain\/profile\//;

export default defineConfig({
  plugins: [react()],
  base: './',
  // Library mode: the loader is the one entry, and dynamic imports are left alone (no preload helper,
  // whose dependency lists would grow the loader with every widget). Packages still get production code.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    lib: {
      entry: {
        'hub-widgets': 'core/loader.ts',
        // The demo page of the security photo step (demo/security-photo.html); the loader never loads it.
        'demo-security-photo': 'demo/security-photo.ts',
      },
      formats: ['es'],
    },
    sourcemap: false,
    reportCompressedSize: false,
    minify: true,
    rolldownOptions: {
      preserveEntrySignatures: 'exports-only',
      output: {
        // Library mode would keep whitespace and comments in ES output: this is a browser bundle.
        minify: true,
        comments: { annotation: false, jsdoc: false, legal: false },
        entryFileNames: '[name].js',
        chunkFileNames: (chunk) => {
          // A widget's element chunk is named after the widget; its lazy parts after widget and file.
          const id = chunk.facadeModuleId ?? '';
          const [, widget, file] =
            /\/widgets\/([^/]+)\/(?:.*\/)?([^/]+?)(?:\.element)?\.tsx?$/.exec(id) ?? [];
          // Modules several widgets share get a chunk of their own, named as shared.
          if (!widget) return `chunks/shared-${chunk.name}-[hash].js`;
          return id.endsWith('.element.ts')
            ? `chunks/${widget}-[hash].js`
            : `chunks/${widget}-${file}-[hash].js`;
        },
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              // Our own core and themes only: packages with a `core/` folder of their own (zxing) stay lazy.
              test: (id: string) =>
                RUNTIME.test(id) ||
                (CORE.test(id) &&
                  !LOADER.test(id) &&
                  !NOT_RUNTIME.test(id) &&
                  !STATE.test(id) &&
                  !id.includes('/node_modules/')),
            },
            { name: 'state', test: STATE },
            // imask and the mask runtime around it: loaded when a user first reaches a masked input.
            { name: 'imask', test: /node_modules\/imask\/|\/validators\/masks\/imaskRuntime\.ts$/ },
            // Heavy packages loaded only on demand, named so a page's script list shows when they come.
            { name: 'pdf-lib', test: /node_modules\/(@pdf-lib|pdf-lib|pako|tslib)\// },
            { name: 'qrcode', test: /node_modules\/(qrcode|dijkstrajs)\// },
            { name: 'tasks-vision', test: /node_modules\/@mediapipe\/tasks-vision\// },
            // Small pieces several forms share, grouped so a form page loads a few files, not twenty.
            { name: 'validation', test: VALIDATION },
            { name: 'profile', test: PROFILE },
          ],
        },
      },
    },
  },
});
