import type { FrameDecoder } from './barcodeRead.ts';

/**
 * A loader of a widget's decoder module (fetched with import() the first time the user starts scanning,
 * then cached; a failed fetch is tried again on the next start).
 */
export function lazyDecoder(
  load: () => Promise<{ createFrameDecoder: () => FrameDecoder }>,
): () => Promise<FrameDecoder> {
  let module: Promise<{ createFrameDecoder: () => FrameDecoder }> | undefined;
  return () => {
    module ??= load();
    return module
      .then((loaded) => loaded.createFrameDecoder())
      .catch((error: unknown) => {
        module = undefined;
        throw error;
      });
  };
}
