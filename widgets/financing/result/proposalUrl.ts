/** The URL parameter the formalization QR and a reload carry: the sent proposal's id. */
export const PROPOSAL_PARAM = 'proposal';

/** The proposal id a page address carries (`?proposal=ID`), or null. */
export function proposalOfUrl(href: string): string | null {
  const id = new URL(href).searchParams.get(PROPOSAL_PARAM)?.trim();
  return id ? id.slice(0, 64) : null;
}

/** The address with the proposal's id (the formalization QR, the page after sending). */
export function withProposal(href: string, id: string): string {
  const url = new URL(href);
  url.searchParams.set(PROPOSAL_PARAM, id);
  return url.href;
}

/** The address without a proposal id (a new simulation). */
export function withoutProposal(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(PROPOSAL_PARAM);
  return url.href;
}
