import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { foldRuntimeHelpers } from './scripts/build/foldRuntimeHelpers.mjs';

/** Packages every widget needs: one shared runtime chunk, cached across widgets and pages. */
const RUNTIME = /node_modules\/(react|react-dom|scheduler|@r2wc|ky|valibot)\//;
// core/form: its fields and the basics every form needs ride with the runtime (FORM_BASICS below);
// the contact kit is a chunk of its own (CONTACT).
const CORE = /\/(core|themes)\/(?!form\/(?!fields\/))|\/api\/(client|bearer|services)\.ts/;
const LOADER = /\/core\/(loader|registry)\.ts/;
/**
 * Core code not every widget needs, kept out of the runtime: the configuration message (imported on
 * demand, only a misconfigured widget shows it), the modal's and the confirm dialog's bodies and the
 * modal's styles (imported when a widget first opens one), the WhatsApp chat's popup (chunked with the
 * chat), the comparison tables' scroll region (with the comparators) and the configured car's follower
 * hook (with the car's state, in the widgets that follow it).
 */
const NOT_RUNTIME =
  /\/core\/(ConfigMessage\.tsx|config-messages\.ts|ConfirmDialogView\.tsx|ModalView\.tsx|page-behaviours\.ts|Popup\.tsx|ScrollRegion\.tsx|useAtomValueInTransition\.ts)$|\/themes\/(modal|config-message|price-notes)\.css\?inline$/;
/**
 * The page's shared state: jotai, the one store, stored values and the page location. Only widgets that
 * share state with the rest of the page load it; the others (e.g. the lead form) skip jotai altogether.
 */
const STATE =
  /node_modules\/jotai\/|\/core\/(store|storage)\.ts$|\/domain\/location\/(location|LocationSchema|locationCookie)\.ts$|\/api\/location\.ts$/;
/**
 * What nearly every widget's form needs before any action (all but the VIN scanner's): the form state and
 * its validation, the message texts' language and placeholders, the blank and text rules, the loading skeleton, the retry
 * panel, the submit row, the segmented choice, the place texts and the profile's service calls. They ride
 * with the runtime, so a page's one shared chunk can be its widget family's (e.g. the contact kit below).
 */
const FORM_BASICS =
  /\/validators\/(validateField|messageText|shared\/(isBlank|rules|onlyDigits|messages)|text\/(requiredText|hasLeadingSpace|hasRestrictedChars|messages)|address\/addressSchemas)\.ts$|\/core\/form\/(useFormState|validateForm|Skeleton|LoadFailed|EmptyState|Segmented|SubmitButton|FormActions|SentResult)\.tsx?$|\/domain\/location\/i18n\.ts$|\/api\/users\.ts$/;
/**
 * The contact-form kit, one chunk instead of twenty tiny ones: what the lead form and the other contact
 * forms load before any action (core/form's contact pieces and the sent result they show; the name,
 * e-mail, phone, CPF/CNPJ/CUIL, address and chassis rules and masks; the lead and profile domains; the
 * forms' brand-not-sold swap, whose check and message load after the form). A lead-form page loads the loader,
 * the runtime, the widget and this chunk. Rules only some forms use (card, password, dates, plates, …)
 * stay chunked with those forms.
 */
const CONTACT =
  /\/core\/form\/(ConsentsFieldset|ContactFields|i18n|PrefilledNote|SentResult|contactRules|addressRules|emptyAddress)\.tsx?$|\/validators\/(shared|text|name|email|phone|cpf|cnpj|cpf-cnpj|cuil|contact|address|chassis|lead)\/|\/validators\/masks\/(cpfMask|cnpjMask|cpfCnpjMask|cuilMask|phoneMask|vehicleMasks|upperCase)\.ts$|\/domain\/(lead|profile)\/|\/domain\/model\/UnlessNotSold\.tsx$|\/api\/(lead|analytics)\.ts$/;

export default defineConfig({
  // rolldown's interop helpers (React is CommonJS) ride in the runtime chunk, not in a 0.4 KB file of their own.
  plugins: [react(), foldRuntimeHelpers('runtime')],
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
      // The loader keeps its exports (`observe`, …); 'allow-extension' lets the first-load grouping
      // (scripts/build/firstLoadChunks.mjs) place modules without their dependencies.
      preserveEntrySignatures: 'allow-extension',
      output: {
        // Library mode would keep whitespace and comments in ES output: this is a browser bundle.
        minify: true,
        comments: { annotation: false, jsdoc: false, legal: false },
        entryFileNames: '[name].js',
        chunkFileNames: (chunk) => {
          // A widget's element chunk is named after the widget; its lazy parts after widget and file.
          // (A chunk the first-load grouping made has no facade: it is the widget's when it holds the element.)
          const id =
            chunk.facadeModuleId ?? chunk.moduleIds.find((module) => module.endsWith('.element.ts')) ?? '';
          const [, widget, file] =
            /\/widgets\/([^/]+)\/(?:.*\/)?([^/]+?)(?:\.element)?\.tsx?$/.exec(id) ?? [];
          // Modules several widgets share get a chunk of their own, named as shared.
          if (!widget) return `chunks/shared-${chunk.name}-[hash].js`;
          return id.endsWith('.element.ts')
            ? `chunks/${widget}-[hash].js`
            : `chunks/${widget}-${file}-[hash].js`;
        },
        // These groups are the first pass of `npm run build`: scripts/build.mjs then merges the chunks a
        // page fetches before any action into fewer (scripts/build/firstLoadChunks.mjs), by a group put
        // before these; only the runtime stays as it is here.
        codeSplitting: {
          groups: [
            {
              name: 'runtime',
              // Our own core and themes only: packages with a `core/` folder of their own (zxing) stay lazy.
              test: (id: string) =>
                RUNTIME.test(id) ||
                FORM_BASICS.test(id) ||
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
            { name: 'qrcode', test: /node_modules\/(qrcode|dijkstrajs)\// },
            { name: 'tasks-vision', test: /node_modules\/@mediapipe\/tasks-vision\// },
            // Small pieces several forms share, grouped so a form page loads a few files, not twenty.
            { name: 'contact', test: CONTACT },
          ],
        },
      },
    },
  },
});
