import { describe, expect, it } from 'vitest';
import { textWidth } from './textWidth.ts';
import { toWinAnsi } from './winAnsi.ts';
import { wrapText } from './wrapText.ts';

describe('wrapText', () => {
  it('breaks at spaces into lines no wider than asked, keeping every word in order', () => {
    const text = 'Pacote de tecnologia com central multimídia e carregador por indução';
    const lines = wrapText(toWinAnsi(text), 120, 11);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 11)).toBeLessThanOrEqual(120);
    expect(lines.join(' ')).toBe(toWinAnsi(text));
  });

  it('cuts a word wider than the line where it stops fitting, losing no letter', () => {
    const lines = wrapText('Supercalifragilisticexpialidocious', 50, 11);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('Supercalifragilisticexpialidocious');
    for (const line of lines) expect(textWidth(line, 11)).toBeLessThanOrEqual(50);
  });

  it('gives one empty line for an empty text', () => {
    expect(wrapText('', 100, 11)).toEqual(['']);
  });
});

describe('toWinAnsi and textWidth', () => {
  it('keeps Portuguese and Spanish letters and typographic marks, drops emoji', () => {
    expect(toWinAnsi('Ação – “señal” … 🚗')).toBe('A\xe7\xe3o \x96 \x93se\xf1al\x94 \x85');
    // A decomposed "ã" (a + combining tilde) is composed, not lost.
    expect(toWinAnsi('Ac\u0327a\u0303o')).toBe('A\xe7\xe3o');
    expect(toWinAnsi('−\u202f10')).toBe('-\xa010');
  });

  it('measures Helvetica as its metrics say', () => {
    // "Hello": H 722 + e 556 + l 222 + l 222 + o 556 = 2278 / 1000 em; the bold face is wider.
    expect(textWidth('Hello', 10)).toBeCloseTo(22.78);
    expect(textWidth('Hello', 10, true)).toBeGreaterThan(textWidth('Hello', 10));
  });
});
