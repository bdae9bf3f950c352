/**
 * A proposal draft as hub-financing keeps it in session storage while the shopper types (document
 * numbers are never stored: they are typed again). Shared by the component tests and the stories.
 */
export function storedDraft(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Maria da Silva',
    birthday: '10/05/1990',
    gender: 'female',
    nationality: 'brazilian',
    birthPlace: 'Campinas',
    documentType: 'RG',
    documentIssueDate: '01/02/2010',
    motherName: 'Ana da Silva',
    maritalStatus: 'single',
    occupation: 'salaried',
    income: 'R$ 8.000,00',
    email: 'maria@example.com',
    phone: '(11) 98765-4321',
    postalCode: '01310-100',
    street: 'Av. Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    state: 'SP',
    city: 'São Paulo',
    ...overrides,
  };
}
