import { useEffect, useState } from 'react';
import { offerSuggestions } from '../../api/offers-search.ts';
import { useWidget } from '../../core/WidgetContext.tsx';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 250;
/** Fewer characters than this ask for nothing. */
export const SUGGEST_MIN_CHARS = 2;

/**
 * Suggestions for what the shopper types: asked for once typing pauses ({@link SUGGEST_DELAY_MS}),
 * the previous request aborted when the text changes, none for a short text or while `paused` (a
 * suggestion was just chosen). A failed request suggests nothing: the search still works.
 */
export function useSuggestions(text: string, paused: boolean): string[] {
  const { context } = useWidget();
  const [found, setFound] = useState<string[]>([]);
  const wanted = text.trim();
  useEffect(() => {
    if (paused || wanted.length < SUGGEST_MIN_CHARS) {
      setFound([]);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      offerSuggestions(context, wanted, controller.signal).then(
        (titles) => {
          if (!controller.signal.aborted) setFound(Array.isArray(titles) ? titles : []);
        },
        () => {
          if (!controller.signal.aborted) setFound([]);
        },
      );
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [context, wanted, paused]);
  return found;
}
