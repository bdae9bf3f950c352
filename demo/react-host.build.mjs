// The React host demo page's script (demo/react-host.tsx), built with the project's Vite on the demo
// server's first request for it: the host's own React from node_modules, in one file (strict CSP: no
// inline script). `npm run build` does not build it; only the demo server serves it.
import react from '@vitejs/plugin-react';
import { build } from 'vite';

let bundle;

/** The built script, built once per server. */
export function reactHostScript(root) {
  // Production JSX and React whatever the server's environment (plugin-react reads NODE_ENV), as
  // scripts/build.mjs does for the widgets.
  process.env.NODE_ENV = 'production';
  bundle ??= build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      lib: { entry: 'demo/react-host.tsx', formats: ['es'], fileName: () => 'demo-react-host.js' },
      rolldownOptions: { output: { codeSplitting: false, minify: true } },
    },
  }).then((result) => {
    const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    return outputs.find((chunk) => chunk.type === 'chunk' && chunk.isEntry).code;
  });
  return bundle;
}
