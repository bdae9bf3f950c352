// WinAnsi codes 0x80–0x9f: the characters Windows-1252 puts where Latin-1 has control codes.
const SPECIALS: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
  // Near twins the standard fonts lack: the narrow no-break space Intl puts in some amounts, the minus sign.
  '\u202f': 0xa0,
  '\u2212': 0x2d,
};

/**
 * A text as the standard PDF fonts' WinAnsi encoding holds it: one character per byte (code 32–255).
 * Letters are composed first (a decomposed "ã" stays an "ã"); characters the encoding lacks (emoji, CJK,
 * control codes) are dropped, never shown as garbage; runs of spaces become one, none at either end.
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0;
    const mapped =
      SPECIALS[char] ?? ((code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) ? code : null);
    if (mapped !== null) out += String.fromCharCode(mapped);
  }
  return out.replace(/ {2,}/g, ' ').trim();
}
