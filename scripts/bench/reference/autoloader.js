// The bench's loader reference: a Shoelace-style autoloader (discover undefined tags under a root, watch
// the page for new ones, import each tag's module once), given the same tag → module map as our loader.
// `__TAGS__` is replaced by that map when the bench builds it; it is never shipped.
const modules = __TAGS__;
const base = import.meta.url;

function register(tag) {
  if (customElements.get(tag)) return Promise.resolve();
  const path = new URL(modules[tag], base).href;
  return import(path).catch(() => {
    throw new Error(`Unable to autoload <${tag}> from ${path}`);
  });
}

/** Registers every known tag not yet defined under `root` (and `root` itself). */
export async function discover(root) {
  const rootTag = root instanceof Element ? root.localName : '';
  const tags = [...root.querySelectorAll(':not(:defined)')].map((el) => el.localName);
  if (rootTag in modules && !customElements.get(rootTag)) tags.push(rootTag);
  await Promise.allSettled([...new Set(tags)].filter((tag) => tag in modules).map(register));
}

const observer = new MutationObserver((mutations) => {
  for (const { addedNodes } of mutations) {
    for (const node of addedNodes) if (node.nodeType === Node.ELEMENT_NODE) discover(node);
  }
});
discover(document.body);
observer.observe(document.documentElement, { subtree: true, childList: true });
