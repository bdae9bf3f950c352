import type { Preview } from '@storybook/react-vite';
import { configure } from '@testing-library/dom';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { forgetSharedAnswers } from '../api/inflight.ts';
import { handlers } from '../api/sandbox/handlers.ts';
import { resetSandbox } from '../api/sandbox/state.ts';
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

// A query that finds nothing in a widget's shadow root fails its story with what the root shows:
// testing-library's own message cannot print a ShadowRoot and throws outside the play, which left the
// story waiting for the test's time limit instead of failing.
// A `findBy…` waits up to 5 s for what the visitor sees: the machine running the stories is shared
// and a sandbox answer can take longer than testing-library's 1 s.
configure({
  asyncUtilTimeout: 5000,
  getElementError: (message, container) => {
    const shown = container instanceof ShadowRoot ? (container.textContent ?? '').replace(/\s+/g, ' ') : '';
    const error = new Error(
      [message, shown && `The widget shows: ${shown.slice(0, 2000)}`].filter(Boolean).join('\n\n'),
    );
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

/** The page's address before any story ran: a story's widget may add to it (hub-financing's `?proposal=`). */
const FIRST_ADDRESS = location.href;

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
    // Each story is a first visit of its own: catalogue answers kept by the previous story are not its,
    // nor the records it made on the sandbox (a recall it scheduled, a lead it sent), nor what it left
    // in the browser's storage (a reservation in progress), nor what it wrote in the page's address (a
    // sent financing proposal's `?proposal=`, which the next hub-financing would read back), nor the
    // sign-in a story left in the auth cookie (a signed-in owner's appointments under a test drive that
    // should offer nothing). Its `beforeEach` then sets its own.
    async () => {
      if (location.href !== FIRST_ADDRESS) history.replaceState(null, '', FIRST_ADDRESS);
      // biome-ignore lint/suspicious/noDocumentCookie: signed out, as a first visit is
      document.cookie = 'hub_token=; Max-Age=0; path=/';
      forgetSharedAnswers();
      resetSandbox();
      sessionStorage.clear();
      localStorage.clear();
      return {};
    },
  ],
  parameters: {
    layout: 'padded',
    // axe runs after each story (its play included); a violation fails the story's test.
    a11y: { test: 'error' },
  },
  // Every story gets a docs page made from its meta's argTypes (stories/specArgTypes.ts).
  tags: ['autodocs'],
};

export default preview;
