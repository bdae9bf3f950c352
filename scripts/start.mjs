// `npm start`: build the widgets, then serve the demo pages on the sandbox.
import { spawnSync } from 'node:child_process';

const built = spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);
await import('./serve.mjs');
