/** The query parameter of an invitation link: the inviter's participant id. */
export const INVITED_BY = 'invited-by';

/** What a participant id may look like in a link (the service's ids: letters, digits, `-`, `_`). */
const PARTICIPANT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The inviter of an invitation link: the page address's `invited-by` query parameter, or null when
 * there is none or it is not a participant id (anything else in the address is never sent on).
 */
export function invitedByOf(search: string): string | null {
  const value = new URLSearchParams(search).get(INVITED_BY)?.trim() ?? '';
  return PARTICIPANT_ID.test(value) ? value : null;
}

/**
 * The link a participant shares: the promotion's page (`page`, absolute) with `invited-by` set to their
 * participant id, replacing one the page address came with; the fragment is dropped.
 */
export function invitationLinkOf(page: string, participantId: string): string {
  const url = new URL(page);
  url.hash = '';
  url.searchParams.set(INVITED_BY, participantId);
  return url.href;
}

/** A WhatsApp share address that opens the app with `text` ready to send to a contact of one's choice. */
export function whatsAppShareUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
