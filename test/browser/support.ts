import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { Window } from 'happy-dom';

const require = createRequire(import.meta.url);
const axeSource: string = require('axe-core').source;

/** Runs axe (WCAG 2.x A/AA, 2.2 included) on the page, inside open shadow roots, and expects no violation. */
export async function expectNoAxeViolations(page: Page, state: string): Promise<void> {
  // Colours mid-transition are not what the user reads: let finite transitions and animations end first.
  await page.evaluate(() => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (const root of roots)
      for (const el of root.querySelectorAll('*')) if (el.shadowRoot) roots.push(el.shadowRoot);
    const running = roots
      .flatMap((root) => root.getAnimations())
      .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    return Promise.all(running.map((a) => a.finished.catch(() => undefined)));
  });
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    });
    return (
      result.violations as {
        id: string;
        help: string;
        nodes: { target: unknown; failureSummary?: string }[];
      }[]
    ).map((v) => ({
      id: v.id,
      help: v.help,
      targets: v.nodes.map((n) => JSON.stringify(n.target)),
      summary: v.nodes.map((n) => n.failureSummary),
    }));
  });
  expect(violations, `axe violations in state "${state}"`).toEqual([]);
}

/** Collects console errors and CSP violations, to assert a page ran cleanly under its policy. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** The sandbox's journal of accepted requests for a service. */
export async function journal(
  page: Page,
  service: string,
): Promise<{ body: Record<string, unknown>; headers: Record<string, string> }[]> {
  const response = await page.request.get(`/sandbox/__sandbox/journal?service=${service}`);
  return response.json();
}

/** Forgets the sandbox's journal and faults. */
export async function resetSandbox(page: Page): Promise<void> {
  await page.request.post('/sandbox/__sandbox/reset');
}

/** Makes the next `times` calls of a service fail with `status` (only those with `only`'s method and path ending, when given). */
export async function injectFault(
  page: Page,
  service: string,
  status: number,
  times = 1,
  only: { method?: string; path?: string } = {},
): Promise<void> {
  await page.request.post('/sandbox/__sandbox/faults', { data: { service, status, times, ...only } });
}

/**
 * Records every CSP / Trusted Types violation the page reports (`securitypolicyviolation`, in the
 * document and its shadow roots: the event is composed) from the next navigation on; the returned
 * function reads them as "directive: blocked URI or sample".
 */
export async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { hubPolicyViolations: string[] }).hubPolicyViolations = seen;
    document.addEventListener(
      'securitypolicyviolation',
      (e) => seen.push(`${e.effectiveDirective}: ${e.blockedURI || e.sample}`),
      true,
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { hubPolicyViolations?: string[] }).hubPolicyViolations ?? []);
}

/** A node of fixture markup, parsed in Node: an element (tag, attributes, children) or a text. */
type FixtureNode =
  | { text: string }
  | { tag: string; attributes: [string, string][]; children: FixtureNode[] };

function fixtureNodes(nodes: ArrayLike<{ nodeType: number }>): FixtureNode[] {
  return Array.from(nodes).flatMap((node): FixtureNode[] => {
    if (node.nodeType === 3) return [{ text: (node as unknown as Text).data }];
    if (node.nodeType !== 1) return [];
    const el = node as unknown as Element;
    return [
      {
        tag: el.localName,
        attributes: el.getAttributeNames().map((name) => [name, el.getAttribute(name) ?? '']),
        children: fixtureNodes(el.childNodes),
      },
    ];
  });
}

/**
 * Puts fixture markup (e.g. `<hub-dealer-picker radius="25"></hub-dealer-picker>`) into the element
 * matching `selector`, replacing its content or appended to it. The demo pages require Trusted Types,
 * so no HTML string reaches the page: the markup is parsed here and built there with DOM calls.
 */
export async function setFixtureMarkup(
  page: Page,
  html: string,
  selector = '#slot',
  how: 'replace' | 'append' | 'prepend' = 'replace',
): Promise<void> {
  const template = new Window().document.createElement('template');
  template.innerHTML = html;
  const nodes = fixtureNodes(template.content.childNodes as unknown as ArrayLike<{ nodeType: number }>);
  await page.evaluate(
    ({ nodes, selector, how }) => {
      const build = (node: FixtureNode): Node => {
        if ('text' in node) return document.createTextNode(node.text);
        const el = document.createElement(node.tag);
        for (const [name, value] of node.attributes) el.setAttribute(name, value);
        el.append(...node.children.map(build));
        return el;
      };
      const target = document.querySelector(selector)!;
      if (how === 'replace') target.replaceChildren(...nodes.map(build));
      else if (how === 'prepend') target.prepend(...nodes.map(build));
      else target.append(...nodes.map(build));
    },
    { nodes, selector, how },
  );
}
