/** Where the chat opened. */
export type ChatWindow = 'new-window' | 'same-window';

/**
 * Opens the chat in a new window, cut off from this page (`opener = null`, what `noopener` does —
 * but `window.open` with `noopener` always returns null, so a blocked popup could not be told apart);
 * when the browser blocks the new window, in this one.
 */
export function openChat(url: string, win: Window = window): ChatWindow {
  const opened = win.open(url, '_blank');
  if (opened) {
    opened.opener = null;
    return 'new-window';
  }
  win.location.assign(url);
  return 'same-window';
}

/** Opens the chat in this window (the service did not confirm the start: seed 000 §7 "otherwise the same window"). */
export function openChatHere(url: string, win: Window = window): ChatWindow {
  win.location.assign(url);
  return 'same-window';
}
