// tasks-vision loads its wasm loader by setting a script's `src` to a plain string, which a page that
// requires Trusted Types for scripts refuses. The face check loads that one script itself, through a
// named policy that accepts only the loader addresses handed to it here, and tells tasks-vision that
// the loader is already there (an empty `wasmLoaderPath`).

/** The name of the widgets' one Trusted Types policy (a page's CSP `trusted-types` lists it). */
export const TRUSTED_TYPES_POLICY = 'hub-widgets';

interface ScriptUrlPolicy {
  createScriptURL(url: string): unknown;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createScriptURL(url: string): string }): ScriptUrlPolicy;
}

const allowed = new Set<string>();
let policy: ScriptUrlPolicy | undefined;

/** The address as a script URL the page accepts: trusted through the policy where Trusted Types exist. */
function scriptUrl(url: string): string {
  const factory = (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return url;
  policy ??= factory.createPolicy(TRUSTED_TYPES_POLICY, {
    createScriptURL(candidate) {
      if (!allowed.has(candidate))
        throw new TypeError(`${TRUSTED_TYPES_POLICY}: ${candidate} is not allowed`);
      return candidate;
    },
  });
  return policy.createScriptURL(url) as string;
}

/** Loads tasks-vision's wasm loader script (`vision_wasm_internal.js`) from `url`, once per call. */
export function loadWasmLoader(url: string): Promise<void> {
  allowed.add(url);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.crossOrigin = 'anonymous';
    script.addEventListener('load', () => {
      script.remove();
      resolve();
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`could not load ${url}`));
    });
    script.src = scriptUrl(url);
    document.head.append(script);
  });
}
