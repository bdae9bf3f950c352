import { describe, expect, it } from 'vitest';
import { pdfFile } from './pdfFile.ts';

const text = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

describe('pdfFile', () => {
  const file = text(
    pdfFile('Resumo “ação” 🚗', [[{ text: 'Total (R$) \\ fim', x: 56, y: 780, size: 11 }], []]),
  );

  it('points every cross-reference entry at its object', () => {
    const xref = Number(/startxref\n(\d+)/.exec(file)?.[1]);
    expect(file.slice(xref, xref + 4)).toBe('xref');
    const [, count] = /xref\n0 (\d+)/.exec(file.slice(xref)) ?? [];
    const entries = file
      .slice(xref)
      .split('\n')
      .slice(3, 2 + Number(count));
    entries.forEach((entry, index) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      expect(file.slice(Number(entry.slice(0, 10)))).toMatch(new RegExp(`^${index + 1} 0 obj\\n`));
    });
  });

  it('gives each content stream its exact length and escapes the string delimiters', () => {
    const [, length, body] = /<< \/Length (\d+) >>\nstream\n(.*?)\nendstream/s.exec(file) ?? [];
    expect(body?.length).toBe(Number(length));
    expect(body).toContain('(Total \\(R$\\) \\\\ fim) Tj');
  });

  it('lists the pages in the page tree and keeps the full title in the document information', () => {
    expect(file).toMatch(/\/Type \/Pages \/Kids \[5 0 R 7 0 R\] \/Count 2/);
    const title = /\/Title <FEFF([0-9a-f]+)>/.exec(file)?.[1] ?? '';
    const units = title.match(/.{4}/g)?.map((unit) => Number.parseInt(unit, 16)) ?? [];
    expect(String.fromCharCode(...units)).toBe('Resumo “ação” 🚗');
  });
});
