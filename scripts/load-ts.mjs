// Loads the project's TypeScript modules in Node through Vite (the sandbox handlers, service keys).
import { createServer } from 'vite';

/** A Vite server in middleware mode, used only to import TypeScript modules. Close it when done. */
export async function tsLoader() {
  const vite = await createServer({
    configFile: false,
    appType: 'custom',
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  return { load: (path) => vite.ssrLoadModule(path), close: () => vite.close() };
}
