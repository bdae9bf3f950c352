/**
 * A story's `beforeEach` that signs its user in (or out) through the auth cookie, as a login page does:
 * the `token` arg is a sandbox bearer token put in `hub_token`; none, signed out. Returns the undo.
 */
export function signedInAs({ args }: { args: { token?: string | undefined } }): () => void {
  // biome-ignore lint/suspicious/noDocumentCookie: stories set the auth cookie the way a login page does
  document.cookie = args.token ? `hub_token=${args.token}; path=/` : 'hub_token=; Max-Age=0; path=/';
  return () => {
    // biome-ignore lint/suspicious/noDocumentCookie: see above
    document.cookie = 'hub_token=; Max-Age=0; path=/';
  };
}
