import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { forgetSharedAnswers } from '../api/inflight.ts';
import { handlers } from '../api/sandbox/handlers.ts';
import { SERVICE_KEYS } from '../api/services.ts';

function declareServices(): void {
  for (const key of SERVICE_KEYS) {
    if (document.head.querySelector(`meta[name="hub:service:${key}"]`)) continue;
    const meta = document.createElement('meta');
    meta.name = `hub:service:${key}`;
    meta.content = `${location.origin}/sandbox/${key}/`;
    document.head.append(meta);
  }
  for (const [name, value] of [
    ['hub:setting:lead-client-id', 'storybook-client'],
    ['hub:setting:lead-client-secret', 'storybook-secret'],
  ]) {
    if (document.head.querySelector(`meta[name="${name}"]`)) continue;
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = value;
    document.head.append(meta);
  }
}
declareServices();

const preview: Preview = {
  // The sandbox runs in the browser through msw's service worker; services live under /sandbox/<key>/.
  // Its handlers are the initial ones; a story's `parameters.msw` list overrides them for that story.
  loaders: [
    mswLoader(async () => {
      const worker = setupWorker(...handlers);
      await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: './mockServiceWorker.js' },
      });
      return worker;
    }),
    // Each story is a page of its own: catalogue answers kept by the previous story are not its.
    async () => {
      forgetSharedAnswers();
      return {};
    },
  ],
  parameters: { layout: 'padded' },
};

export default preview;
