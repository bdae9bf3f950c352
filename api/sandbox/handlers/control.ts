import { HttpResponse, http } from 'msw';
import { type Fault, resetSandbox, sandboxState } from '../state.ts';

/**
 * The sandbox's own control endpoints (not a service): the journal of accepted requests, fault
 * injection (`POST {service, status, times, method?, path?, kind?}`; `kind: 'headers-then-silence'`
 * answers the headers then never the body) and reset. Used by browser tests and by people.
 */
export const controlHandlers = [
  http.get('*/__sandbox/journal', ({ request }) => {
    const service = new URL(request.url).searchParams.get('service');
    return HttpResponse.json(sandboxState.journal.filter((entry) => !service || entry.service === service));
  }),
  http.post('*/__sandbox/faults', async ({ request }) => {
    const fault = (await request.json()) as Partial<Fault> & { service?: string };
    if (fault.kind === 'headers-then-silence') fault.status ??= 200;
    if (!fault.service || !fault.status)
      return HttpResponse.json({ message: 'service and status required' }, { status: 400 });
    sandboxState.faults.set(fault.service, {
      status: fault.status,
      times: fault.times ?? 1,
      method: fault.method,
      path: fault.path,
      ...(fault.kind === 'headers-then-silence' ? { kind: fault.kind } : {}),
    });
    return HttpResponse.json({ ok: true });
  }),
  http.post('*/__sandbox/reset', () => {
    resetSandbox();
    return HttpResponse.json({ ok: true });
  }),
];
