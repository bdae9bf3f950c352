import { listCards, type SavedCard } from '../../api/cards.ts';
import { getCookie } from '../../core/cookies.ts';
import { type Resource, useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { favouriteFirst } from './savedCards.ts';

/**
 * The signed-in user's saved cards, favourite first (`cards` service, bearer). Idle while nobody is
 * signed in or the page declares no cards service; `retry` loads again (after a failure or a change).
 */
export function useSavedCards(
  enabled = true,
): Resource<SavedCard[]> & { retry: () => void; signedIn: boolean } {
  const { context } = useWidget();
  const signedIn = Boolean(getCookie(context.authCookie));
  const cards = useResource(enabled && signedIn && context.services.cards ? 'cards' : null, async (signal) =>
    favouriteFirst(await listCards(context, signal)),
  );
  return { ...cards, signedIn };
}
