/** The mask runtime (imask), once loaded. */
export type MaskRuntime = typeof import('./imaskRuntime.ts');

let runtime: MaskRuntime | null = null;
let loading: Promise<MaskRuntime> | null = null;
let importer: () => Promise<MaskRuntime> = () => import('./imaskRuntime.ts');

/** The mask runtime if it has already arrived, else null (then call {@link loadMasks}). */
export function loadedMasks(): MaskRuntime | null {
  return runtime;
}

/**
 * Loads the mask runtime (imask) once; every caller shares the same download. A failed download is
 * forgotten, so the next call tries again.
 */
export function loadMasks(): Promise<MaskRuntime> {
  if (runtime) return Promise.resolve(runtime);
  loading ??= importer().then(
    (loaded) => {
      runtime = loaded;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Tests only: replaces how the runtime is imported (a delayed or failing import) and forgets it. */
export function setMaskImporter(next?: () => Promise<MaskRuntime>): void {
  importer = next ?? (() => import('./imaskRuntime.ts'));
  runtime = null;
  loading = null;
}
