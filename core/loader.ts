import { WIDGETS } from './registry.ts';

/*
 * The loader `hub-widgets.js` (CONTRACT §1): imports a widget's chunk only when its tag is in the
 * page — present at start, added later, or inside a shadow root it is told about with `observe()`.
 * Undefined hub tags stay hidden until defined, so fallback content never flashes; a failed import
 * is warned about and its elements are marked `data-hub-failed`, which shows their fallback content.
 */

const loading = new Map<string, Promise<void>>();
const observed = new WeakSet<Node>();
const tags = Object.keys(WIDGETS);

/**
 * Starts fetching the shared runtime (React, the core) together with the first widget's chunk, rather
 * than after it: the build puts `define-widget` in the runtime chunk, so this import names that chunk.
 */
let runtimeWarmed = false;
const warmRuntime = () => {
  if (runtimeWarmed) return;
  runtimeWarmed = true;
  import('./define-widget.ts').catch(() => undefined);
};

function load(tag: string, root: ParentNode): Promise<void> {
  let promise = loading.get(tag);
  if (!promise) {
    warmRuntime();
    promise = WIDGETS[tag]!().then(
      () => undefined,
      (error: unknown) => {
        loading.delete(tag);
        console.warn(`[hub-widgets] could not load <${tag}>`, error);
        const scope = root instanceof Node ? (root.getRootNode() as ParentNode) : root;
        for (const el of [...scope.querySelectorAll(tag), ...document.querySelectorAll(tag)]) {
          el.setAttribute('data-hub-failed', '');
        }
      },
    );
    loading.set(tag, promise);
  }
  return promise;
}

/** Loads the widgets used in `root` (and in `root` itself when it is a hub element). */
export function discover(root: ParentNode): Promise<PromiseSettledResult<void>[]> {
  const found = new Set<string>();
  if (root instanceof Element && root.localName in WIDGETS) found.add(root.localName);
  for (const el of root.querySelectorAll(':not(:defined)')) {
    if (el.localName in WIDGETS) found.add(el.localName);
  }
  return Promise.allSettled(
    [...found].filter((tag) => !customElements.get(tag)).map((tag) => load(tag, root)),
  );
}

const observer = new MutationObserver((mutations) => {
  for (const mutation of mutations) {
    for (const node of mutation.addedNodes) {
      if (node.nodeType === 1) discover(node as Element);
    }
  }
});

/** Watches a document or shadow root for hub tags, now and whenever they are added. */
export function observe(root: Document | ShadowRoot = document): Promise<PromiseSettledResult<void>[]> {
  if (!observed.has(root)) {
    observed.add(root);
    observer.observe(root, { childList: true, subtree: true });
    const cloak = new CSSStyleSheet();
    cloak.replaceSync(`:is(${tags.join(',')}):not(:defined):not([data-hub-failed]){visibility:hidden}`);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, cloak];
  }
  return discover(root);
}

declare global {
  interface Window {
    hubWidgets?: { observe: typeof observe; discover: typeof discover };
  }
}

window.hubWidgets = { observe, discover };
observe(document);
