import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { type SummarySection, summaryPdf } from './summaryPdf.ts';

// WinAnsi codes 0x80–0x9f that are not Latin-1 (what a PDF viewer shows for them).
const WIN_ANSI: Record<number, string> = {
  128: '€',
  133: '…',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  150: '–',
  151: '—',
};
const decode = (bytes: number[]) => bytes.map((code) => WIN_ANSI[code] ?? String.fromCharCode(code)).join('');

/** A PDF string operand, `(literal)` or `<hex>`, as the bytes it holds. */
function stringBytes(operand: string): number[] {
  if (operand.startsWith('<')) {
    const hex = operand.slice(1, -1).replace(/\s/g, '');
    return Array.from({ length: hex.length / 2 }, (_, i) => Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16));
  }
  const body = operand.slice(1, -1);
  const out: number[] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i] !== '\\') {
      out.push(body.charCodeAt(i));
      continue;
    }
    const next = body[++i] ?? '';
    const octal = /^[0-7]{1,3}/.exec(body.slice(i))?.[0];
    if (octal) {
      out.push(Number.parseInt(octal, 8));
      i += octal.length - 1;
    } else
      out.push(({ n: 10, r: 13, t: 9, b: 8, f: 12 } as Record<string, number>)[next] ?? next.charCodeAt(0));
  }
  return out;
}

const latin1 = (bytes: Uint8Array) => Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');

/** Every object of a PDF by number: its dictionary text and its stream, inflated when compressed. */
function objectsOf(raw: Uint8Array): Map<string, { dict: string; stream: string }> {
  const text = latin1(raw);
  const objects = new Map<string, { dict: string; stream: string }>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*(<<.*?>>)\s*(stream\r?\n|endobj)/gs)) {
    const [whole, number = '', dict = '', after] = match;
    let stream = '';
    if (after !== 'endobj') {
      const start = (match.index ?? 0) + whole.length;
      const body = raw.slice(start, text.indexOf('endstream', start));
      stream = latin1(/\/FlateDecode/.test(dict) ? new Uint8Array(inflateSync(body)) : body);
    }
    objects.set(number, { dict, stream });
  }
  // Objects packed in object streams (pdf-lib's default): "num offset" pairs, then the objects.
  for (const { dict, stream } of [...objects.values()]) {
    if (!/\/Type\s*\/ObjStm/.test(dict)) continue;
    const first = Number(/\/First\s+(\d+)/.exec(dict)?.[1]);
    const pairs = stream.slice(0, first).trim().split(/\s+/).map(Number);
    for (let i = 0; i < pairs.length; i += 2) {
      const end = i + 3 < pairs.length ? first + (pairs[i + 3] ?? 0) : stream.length;
      objects.set(String(pairs[i]), { dict: stream.slice(first + (pairs[i + 1] ?? 0), end), stream: '' });
    }
  }
  return objects;
}

const refs = (list: string) => Array.from(list.matchAll(/(\d+) 0 R/g), (ref) => ref[1] ?? '');

/**
 * What a reader of the PDF sees, page by page in the document's order: every text shown (`Tj`) in each
 * page's content. Reads any writer's output that draws text with `Tj` (compressed or not, with object
 * streams or not).
 */
async function pagesOf(blob: Blob): Promise<string[][]> {
  const objects = objectsOf(new Uint8Array(await blob.arrayBuffer()));
  const root = [...objects.values()].find(
    ({ dict }) => /\/Type\s*\/Pages/.test(dict) && !/\/Parent/.test(dict),
  );
  const kids = refs(/\/Kids\s*\[([^\]]*)\]/.exec(root?.dict ?? '')?.[1] ?? '');
  return kids.map((kid) => {
    const page = objects.get(kid)?.dict ?? '';
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(page)?.[1] ?? '';
    const stream = refs(contents)
      .map((ref) => objects.get(ref)?.stream ?? '')
      .join('\n');
    return Array.from(stream.matchAll(/(<[0-9A-Fa-f\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/gs), (shown) =>
      decode(stringBytes(shown[1] ?? '')),
    );
  });
}

const money = (value: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value);

/** A summary with `count` accessories: with 60, longer than one A4 page. */
const longSummary = (count: number): SummarySection[] => [
  { title: 'Seu carro', lines: [['Polo Highline 1.0 TSI 2026', money(139_990)]] },
  {
    title: 'Acessórios',
    lines: Array.from({ length: count }, (_, i) => [`Acessório número ${i + 1}`, money(1000 + i)]),
  },
  { title: 'Total', lines: [['Total', money(199_990.5)]] },
];

describe('summaryPdf', () => {
  it('keeps every line of a summary longer than one page, on as many pages as it needs', async () => {
    const sections = longSummary(60);
    const pages = await pagesOf(
      await summaryPdf('Configuração: Polo Highline', 'Gerado em 24/11/2026', sections),
    );
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const shown = pages.flat().map((line) => line.replace(/\u00a0/g, ' '));
    for (const section of sections) {
      expect(shown).toContain(section.title);
      for (const [label, value] of section.lines) {
        expect(shown).toContain(label);
        expect(shown).toContain(value.replace(/\u00a0/g, ' '));
      }
    }
    // The title opens the first page, the total closes the last one.
    expect(pages[0]?.[0]).toBe('Configuração: Polo Highline');
    expect(pages.at(-1)).toContain('Total');
  });

  it('numbers the pages of a long summary', async () => {
    const pages = await pagesOf(await summaryPdf('Resumo', 'Gerado em 24/11/2026', longSummary(60)));
    const count = pages.length;
    expect(count).toBeGreaterThanOrEqual(2);
    pages.forEach((page, index) => {
      expect(page).toContain(`${index + 1} / ${count}`);
    });
  });

  it('wraps a long label instead of cutting it', async () => {
    const label =
      'Pacote de tecnologia com central multimídia, carregador por indução, câmera de ré e sensores de estacionamento dianteiros e traseiros';
    const pages = await pagesOf(
      await summaryPdf('Resumo', '', [{ title: 'Opcionais', lines: [[label, money(9_990)]] }]),
    );
    expect(pages[0]?.join(' ')).toContain(label);
  });

  it('keeps accented letters, dashes and the peso sign, and drops what the font cannot show', async () => {
    const pages = await pagesOf(
      await summaryPdf('Resumen', 'Generado el 24/11/2026', [
        { title: 'Bonificación', lines: [['Descuento – señal', '− $ 1.000,00 🚗']] },
      ]),
    );
    expect(pages[0]).toContain('Descuento – señal');
    expect(pages[0]).toContain('- $ 1.000,00');
  });

  it('is a PDF file', async () => {
    const blob = await summaryPdf('Resumo', '', longSummary(1));
    expect(blob.type).toBe('application/pdf');
    const head = new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 8));
    expect(head).toMatch(/^%PDF-1\.\d/);
  });
});
