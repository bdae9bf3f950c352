// `npm run sandbox`: every service key at http://127.0.0.1:4010/<key>/ with CORS open (CONTRACT §5).
import { createServer } from 'node:http';
import { tsLoader } from './load-ts.mjs';

const port = Number(process.env.SANDBOX_PORT ?? 4010);
const origin = `http://127.0.0.1:${port}`;
const ts = await tsLoader();
const { sandboxMiddleware } = await ts.load('/api/sandbox/middleware.ts');
const { SERVICE_KEYS } = await ts.load('/api/services.ts');
const server = createServer(sandboxMiddleware(origin, { cors: true }));
server.listen(port, '127.0.0.1', () => {
  console.log(`sandbox on ${origin}/ — point <meta name="hub:service:KEY"> at ${origin}/KEY/`);
  console.log(`keys: ${SERVICE_KEYS.join(' ')}`);
});
const stop = () => server.close(() => ts.close().then(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
