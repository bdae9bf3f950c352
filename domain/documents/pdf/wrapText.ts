import { textWidth } from './textWidth.ts';

/**
 * A WinAnsi text broken into lines no wider than `width` points: at spaces, and inside a word only
 * when the word alone is wider than the line. Nothing is dropped; an empty text is one empty line.
 */
export function wrapText(text: string, width: number, size: number, bold = false): string[] {
  const fits = (line: string) => textWidth(line, size, bold) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const joined = line ? `${line} ${word}` : word;
    if (fits(joined)) {
      line = joined;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    // A word wider than the line is cut where it no longer fits.
    let rest = word;
    while (!fits(rest)) {
      let cut = 1;
      while (cut < rest.length && fits(rest.slice(0, cut + 1))) cut++;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  lines.push(line);
  return lines;
}
