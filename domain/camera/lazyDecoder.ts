import { DEADLINES } from '../../api/deadlines.ts';
import type { FrameDecoder } from './barcodeRead.ts';

/** The decoder module did not arrive within its deadline (a chunk that never answers). */
export class DecoderDeadlineError extends Error {
  override name = 'DecoderDeadlineError';
}

/**
 * A loader of a widget's decoder module (fetched with import() the first time the user starts scanning,
 * then cached; a failed fetch is tried again on the next start). The module must arrive within
 * `deadline` ms (default: a read's, `DEADLINES.read`; the caller scales it by the page's
 * `deadline-scale`): a chunk that never answers fails then, so the scanner says the seed's error and
 * its retry fetches the module again, instead of opening the camera forever.
 */
export function lazyDecoder(
  load: () => Promise<{ createFrameDecoder: () => FrameDecoder }>,
): (deadline?: number) => Promise<FrameDecoder> {
  let module: Promise<{ createFrameDecoder: () => FrameDecoder }> | undefined;
  return (deadline = DEADLINES.read) => {
    module ??= load();
    const attempt = module;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new DecoderDeadlineError(`decoder not loaded within ${deadline} ms`)),
        deadline,
      );
    });
    return Promise.race([attempt, late])
      .then((loaded) => loaded.createFrameDecoder())
      .catch((error: unknown) => {
        if (module === attempt) module = undefined;
        throw error;
      })
      .finally(() => clearTimeout(timer));
  };
}
