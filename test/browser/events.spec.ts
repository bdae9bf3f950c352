import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, journal, resetSandbox, watchConsole } from './support.ts';

/** The events service's writes the sandbox accepted. */
const writes = async (page: Page) =>
  (await journal(page, 'events'))
    .map((e) => e as unknown as { method: string; path: string })
    .filter((e) => e.method !== 'GET')
    .map((e) => `${e.method} ${e.path}`);

/** Tabs until `target` has the focus (at most `max` presses). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, max = 30) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el.matches(':focus'))) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a customer finds a full event said in words and enrols in the last place of another, by keyboard (pt-BR)', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await resetSandbox(page);
  await page.goto('/pages/events/jeep.html');
  const widget = page.locator('hub-events');
  const list = widget.getByRole('list', { name: 'Eventos da marca' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(list.getByText('Evento lotado: as vagas acabaram.')).toBeVisible();
  await expect(list.getByText('Você está inscrito neste evento.')).toBeVisible();
  await expect(list.getByText('Este evento já aconteceu.')).toBeVisible();
  await expectNoAxeViolations(page, 'list');

  const next = widget.getByRole('button', { name: 'Próxima página' });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Página 2 de 2')).toBeFocused();
  await expect(widget.getByText('Este evento foi cancelado.')).toBeVisible();
  const details = widget.getByRole('button', { name: 'Ver detalhes: Jeep — Curso de direção defensiva' });
  await tabTo(page, details);
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('heading', { name: 'Jeep — Curso de direção defensiva' })).toBeFocused();
  await expect(widget.getByText('Inscrições abertas: resta 1 vaga.')).toBeVisible();
  await expectNoAxeViolations(page, 'detail open');

  const enrol = widget.getByRole('button', { name: 'Quero me inscrever' });
  await tabTo(page, enrol);
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Inscrição confirmada! Você está inscrito neste evento.')).toBeFocused();
  await expect(widget.getByText('Participantes (3 de 3)')).toBeVisible();
  await expect(widget.getByRole('button', { name: /Baixar participantes/ })).toHaveCount(0);
  expect(await writes(page)).toEqual(['PUT /sandbox/events/events/EVT-JEEP-6/enroll']);
  await expectNoAxeViolations(page, 'enrolled');

  await page.keyboard.press('Shift+Tab');
  await tabTo(page, widget.getByRole('button', { name: 'Voltar aos eventos' }));
  await page.keyboard.press('Enter');
  await expect(details).toBeFocused();
  await expect(
    widget
      .getByRole('listitem')
      .filter({ hasText: 'Curso de direção defensiva' })
      .getByText('Você está inscrito'),
  ).toBeVisible();
  expect(problems).toEqual([]);
});

test('an event admin downloads the participants CSV and removes a participant after confirming, by keyboard (pt-BR)', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await resetSandbox(page);
  await page.goto('/pages/events/fiat.html?as=eva');
  const widget = page.locator('hub-events');
  const details = widget.getByRole('button', { name: 'Ver detalhes: Fiat — Dia de test-drive' });
  await tabTo(page, details);
  await page.keyboard.press('Enter');
  const download = widget.getByRole('button', { name: 'Baixar participantes (CSV)' });
  await expect(download).toBeVisible();
  await expectNoAxeViolations(page, 'admin detail');

  await tabTo(page, download);
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toBe('participantes-EVT-FIAT-1.csv');
  const csv = await (await file.createReadStream()).toArray();
  const lines = Buffer.concat(csv).toString('utf8').split('\n');
  expect(lines[0]).toBe('participantId;name;email;enrolledAt');
  expect(lines.slice(1).map((l) => l.split(';')[1])).toEqual(['Ana Beatriz Souza', 'Carlos Henrique Lima']);

  await tabTo(page, widget.getByRole('button', { name: 'Remover Carlos Henrique Lima' }));
  await page.keyboard.press('Enter');
  const dialog = widget.getByRole('alertdialog', { name: 'Remover participante?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, 'remove dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(widget.getByRole('button', { name: 'Remover Carlos Henrique Lima' })).toBeFocused();
  expect(await writes(page)).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: 'Sim, remover' }));
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Carlos Henrique Lima foi removido do evento.')).toBeFocused();
  await expect(widget.getByText('Participantes (1 de 40)')).toBeVisible();
  expect(await writes(page)).toEqual(['DELETE /sandbox/events/events/EVT-FIAT-1/participants/EVT-FIAT-1-P2']);
  await expectNoAxeViolations(page, 'participant removed');
  expect(problems).toEqual([]);
});

test('es-AR: Martina sees the Argentine events in Spanish and a full one in words; Sofía administers them', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await resetSandbox(page);
  await page.goto('/pages/events/peugeot.html?market=es-AR');
  const widget = page.locator('hub-events');
  const list = widget.getByRole('list', { name: 'Eventos de la marca' });
  await expect(list.getByRole('heading', { name: 'Peugeot — Jornada de manejo' })).toBeVisible();
  await expect(list.getByText('Estás inscripto en este evento.')).toBeVisible();
  await expect(list.getByText('Evento completo: no quedan lugares.')).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR list');
  await tabTo(
    page,
    widget.getByRole('button', { name: 'Ver detalles: Peugeot — Encuentro de propietarios' }),
  );
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Participantes (2 de 2)')).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Quiero inscribirme' })).toHaveCount(0);
  await expect(widget.getByRole('button', { name: /Descargar participantes/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'es-AR full event');

  await page.goto('/pages/events/peugeot.html?market=es-AR&as=sofia');
  await tabTo(
    page,
    widget.getByRole('button', { name: 'Ver detalles: Peugeot — Encuentro de propietarios' }),
  );
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('button', { name: 'Descargar participantes (CSV)' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'Quitar a Valentina Ríos' })).toBeVisible();
  await expectNoAxeViolations(page, 'es-AR admin');
  expect(problems).toEqual([]);
});

test("an event admin's virtual event: the update refused beside the field, then cancelled after confirming, and the user's visits in words", async ({
  page,
}) => {
  const problems = watchConsole(page);
  await resetSandbox(page);
  await page.goto('/pages/events/ram.html?as=eva');
  const widget = page.locator('hub-events');
  await tabTo(page, widget.getByRole('button', { name: 'Ver detalhes: Ram — Lançamento ao vivo' }));
  await page.keyboard.press('Enter');
  const save = widget.getByRole('button', { name: 'Salvar alteração' });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Informe a nova data ou o novo endereço')).toBeVisible();
  await expect(widget.getByLabel('Nova data')).toBeFocused();
  await expectNoAxeViolations(page, 'virtual update refused');
  expect(await writes(page)).toEqual([]);

  await tabTo(page, widget.getByRole('button', { name: 'Cancelar evento virtual' }));
  await page.keyboard.press('Enter');
  const dialog = widget.getByRole('alertdialog', { name: 'Cancelar este evento virtual?' });
  await tabTo(page, dialog.getByRole('button', { name: 'Sim, cancelar' }));
  await page.keyboard.press('Enter');
  await expect(widget.getByText('Evento virtual cancelado.')).toBeFocused();
  await expect(widget.getByText('Este evento foi cancelado.')).toBeVisible();
  expect(await writes(page)).toEqual(['POST /sandbox/events/virtual-event/cancel']);
  await expectNoAxeViolations(page, 'virtual event cancelled');

  await page.goto('/pages/events/ram.html?as=pedro');
  await expect(widget.getByRole('heading', { name: 'Seus agendamentos' })).toBeVisible();
  for (const status of ['Pendente', 'Confirmado', 'Recusado', 'Bloqueado'])
    await expect(widget.getByText(`Situação: ${status}`)).toBeVisible();
  await expectNoAxeViolations(page, 'visits');
  expect(problems).toEqual([]);
});
