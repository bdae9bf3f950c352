import { expect, type Locator, type Page } from '@playwright/test';

/** The financing demo page with a version chosen in the configurator beside it. */
export async function configured(page: Page, brand = 'fiat', market = 'pt-BR'): Promise<Locator> {
  await page.goto(`/pages/financing/${brand}.html?market=${market}`);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  const cfg = page.locator('hub-configurator');
  await cfg.getByRole('radio').first().check();
  // The version's first colour: the funding services price the car in a colour.
  await cfg.getByRole('button', { name: /^(Cor|Color)$/ }).click();
  await cfg.getByRole('radiogroup').getByRole('radio').first().check();
  return page.locator('hub-financing');
}

/** What varies between the Brazilian buyers the browser tests send CDC proposals for. */
export interface CdcBuyer {
  documentType: string;
  documentNumber: string;
  issueDate: string;
  occupation: string;
  income: string;
}

/** Fills the CDC proposal form of a single Brazilian buyer in São Paulo (the caller goes on to the terms). */
export async function fillCdcBuyer(fin: Locator, buyer: CdcBuyer): Promise<void> {
  await fin.getByLabel(/nome completo/i).fill('Maria da Silva');
  await fin.getByLabel(/^cpf \*/i).pressSequentially('52998224725');
  await fin.getByLabel(/data de nascimento/i).pressSequentially('10051990');
  await fin.getByLabel(/^sexo/i).selectOption('female');
  await fin.getByLabel(/nacionalidade/i).selectOption('brazilian');
  await fin.getByLabel(/naturalidade/i).fill('Campinas');
  await fin.getByLabel(/nome da mãe/i).fill('Ana da Silva');
  await fin.getByLabel(/tipo de documento/i).selectOption(buyer.documentType);
  await fin.getByLabel(/número do documento/i).fill(buyer.documentNumber);
  await fin.getByLabel(/data de emissão/i).pressSequentially(buyer.issueDate);
  await fin.getByLabel(/estado civil/i).selectOption('single');
  await fin.getByLabel(/ocupação/i).selectOption(buyer.occupation);
  await fin.getByLabel(/renda mensal/i).pressSequentially(buyer.income);
  await fin.getByRole('textbox', { name: /e-mail/i }).fill('maria@example.com');
  await fin.getByLabel(/celular/i).pressSequentially('11987654321');
  await fin.getByLabel(/^cep/i).pressSequentially('01310100');
  await expect(fin.getByLabel(/^cidade/i)).toHaveValue('São Paulo');
  await fin.getByLabel(/^número \*/i).fill('1000');
}

/** A salaried buyer whose income pre-approves a CDC proposal of the demo cars. */
export const SALARIED_BUYER: CdcBuyer = {
  documentType: 'RG',
  documentNumber: '123456789',
  issueDate: '01022010',
  occupation: 'salaried',
  income: '40000',
};

/** From the simulator: the CDC plan chosen, the buyer's form filled, the terms accepted and the proposal sent. */
export async function sendCdcProposal(fin: Locator, buyer: CdcBuyer): Promise<void> {
  await fin.getByRole('button', { name: /^CDC/ }).click();
  await fin.getByRole('button', { name: 'Quero este plano' }).click();
  await fin.getByRole('button', { name: 'Continuar' }).click();
  await fillCdcBuyer(fin, buyer);
  await fin.getByRole('button', { name: 'Continuar' }).click();
  await fin.getByRole('checkbox', { name: /aceito os termos/i }).check();
  await fin.getByRole('button', { name: 'Enviar proposta' }).click();
}
