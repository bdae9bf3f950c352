import { expect, type Page, type Route, test } from '@playwright/test';
import { WIDGET_SPECS } from '../../../types/manifest.ts';
import { resetSandbox, setFixtureMarkup, watchConsole, watchPolicyViolations } from '../support.ts';
import { FAULTS, type FaultKind, RUN_KINDS } from './faultKinds.ts';
import { type ServiceCall, TAG_FLOWS, type TagFlow, WITHOUT_SERVICE_CALLS } from './tagFlows.ts';

// The shared fault suite (issue 16): every tag's main flow, on one page load, meets each fault kind in
// turn — the first when the flow starts, each next one when the user presses the retry — and must
// show the message and the retry every time, keep what was typed, and finish once the service is back;
// nothing uncaught, no CSP / Trusted Types violation. Run alone:
// `npx playwright test -c test/browser/playwright.config.ts test/browser/faults/`.

/** The browser's own log of a failed load is not an error of the page. */
const NETWORK_LOG = /^Failed to load resource|net::ERR_FAILED/;

/** Intercepts the flow's call; `arm(kind)` makes the next matching request fail that way, `arm(null)` lets it through. */
async function interceptCall(page: Page, call: ServiceCall) {
  let armed: FaultKind | null = null;
  const hits: FaultKind[] = [];
  const matches = (url: URL) =>
    url.pathname.startsWith(`/sandbox/${call.service}/`) && call.path.test(url.pathname);
  await page.route(matches, async (route: Route) => {
    const kind = armed;
    if (!kind || route.request().method() !== (call.method ?? 'GET')) return route.fallback();
    armed = null;
    hits.push(kind);
    await FAULTS[kind](route);
  });
  return {
    arm: (kind: FaultKind | null) => {
      armed = kind;
    },
    hits,
  };
}

/** The page's deadlines shortened (page setting `deadline-scale`) so a call that never answers fails fast. */
const DEADLINE_SCALE = '0.1';

/** Opens the flow's page, signed in when it says so, with its tag mounted unless the page has it. */
async function open(page: Page, flow: TagFlow, baseURL: string): Promise<void> {
  if (flow.user) {
    await page
      .context()
      .addCookies([{ name: 'hub_token', value: `sandbox-token-${flow.user}`, url: baseURL }]);
  }
  if (RUN_KINDS.includes('never-answers') || RUN_KINDS.includes('headers-then-silence')) {
    await page.route(/\/pages\//, async (route) => {
      const response = await route.fetch();
      const meta = `<meta name="hub:setting:deadline-scale" content="${DEADLINE_SCALE}">`;
      await route.fulfill({ response, body: (await response.text()).replace('</head>', `${meta}</head>`) });
    });
  }
  await page.goto(flow.page ?? '/pages/empty.html');
  if (flow.markup) await setFixtureMarkup(page, flow.markup);
}

test('every tag of the manifest has its flow in the fault suite (or says why it makes no service call)', () => {
  const covered = new Set([...TAG_FLOWS.map((flow) => flow.tag), ...Object.keys(WITHOUT_SERVICE_CALLS)]);
  expect(WIDGET_SPECS.map((spec) => spec.tag).filter((tag) => !covered.has(tag))).toEqual([]);
  expect(WIDGET_SPECS).toHaveLength(28);
});

for (const flow of TAG_FLOWS) {
  test(`${flow.tag}: ${flow.name} — ${RUN_KINDS.join(', ')}`, async ({ page, baseURL }) => {
    await resetSandbox(page);
    const problems = watchConsole(page);
    const violations = await watchPolicyViolations(page);
    const fault = await interceptCall(page, flow.call);
    const widget = page.locator(flow.selector ?? flow.tag).first();
    const messageOf = (kind: FaultKind) =>
      widget.getByText(flow.messages?.[kind] ?? flow.message ?? 'Um erro ocorreu, tente novamente').first();
    const retry = widget.getByRole('button', { name: flow.retry ?? 'Tentar novamente' });

    fault.arm(RUN_KINDS[0]!);
    await open(page, flow, baseURL!);
    await flow.start?.(widget, page);
    for (const [i, kind] of RUN_KINDS.entries()) {
      await expect.poll(() => fault.hits.length, `${kind}: the call was made`).toBe(i + 1);
      await expect(messageOf(kind), `${kind}: the message`).toBeVisible();
      await expect(retry, `${kind}: the retry`).toBeVisible();
      await flow.kept?.(widget, page);
      fault.arm(RUN_KINDS[i + 1] ?? null);
      await retry.click();
    }
    await flow.done(widget, page);
    await flow.kept?.(widget, page);
    expect(fault.hits).toEqual(RUN_KINDS);
    expect(problems.filter((p) => !NETWORK_LOG.test(p))).toEqual([]);
    expect(await violations()).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
}
