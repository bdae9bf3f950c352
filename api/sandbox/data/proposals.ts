/** A document kept with a proposal. */
export interface ProposalDocument {
  type: string;
  name: string;
  size: number;
  contentType: string;
  status: string;
  sentAt: string;
}

/** A financing proposal as the sandbox keeps it (what `proposals/self` and `proposal/{id}` answer). */
export interface SandboxProposal extends Record<string, unknown> {
  id: string;
  userId: string;
  status: string;
  createdAt: string;
  validUntil: string;
  vehicle: string;
  buyerName: string;
  buyerDocument: string;
  dealerName: string;
  totalValue: number;
  entranceValue: number;
  installments: number;
  installmentValue: number;
  finalInstallmentValue: number;
  requiredDocuments: string[];
  documents: ProposalDocument[];
}

const ANA = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const MARTINA = '9a7b3c1d-5e6f-4a8b-9c0d-1e2f3a4b5c6d';
const ana = { userId: ANA, buyerName: 'Ana Beatriz Souza', buyerDocument: '390.533.447-05' };

/**
 * Proposals the sandbox users already have, so the account shows every kind without first simulating:
 * Ana's in formalization, waiting for documents (identity sent, proof of income refused), paid and
 * denied; Martina's in analysis.
 */
export const SAMPLE_PROPOSALS: SandboxProposal[] = [
  {
    ...ana,
    id: 'PRP-2025-0142',
    status: 'FORMALIZATION',
    createdAt: '2025-11-03T14:12:00Z',
    validUntil: '2025-11-18',
    vehicle: 'Fiat Pulse Drive 1.3 2026',
    dealerName: 'Fiat Paulista',
    totalValue: 118990,
    entranceValue: 35697,
    installments: 48,
    installmentValue: 2390.41,
    finalInstallmentValue: 0,
    requiredDocuments: [],
    documents: [],
  },
  {
    ...ana,
    id: 'PRP-2025-0131',
    status: 'PENDING_DOCUMENT',
    createdAt: '2025-10-21T10:05:00Z',
    validUntil: '2025-11-05',
    vehicle: 'Fiat Fastback Audace 1.0 Turbo 2026',
    dealerName: 'Fiat Paulista',
    totalValue: 139990,
    entranceValue: 41997,
    installments: 36,
    installmentValue: 3498.7,
    finalInstallmentValue: 0,
    requiredDocuments: ['RG', 'INCOME', 'ADDRESS'],
    documents: [
      {
        type: 'RG',
        name: 'rg.pdf',
        size: 182_000,
        contentType: 'application/pdf',
        status: 'RECEIVED',
        sentAt: '2025-10-21T10:30:00Z',
      },
      {
        type: 'INCOME',
        name: 'holerite.jpg',
        size: 95_000,
        contentType: 'image/jpeg',
        status: 'REFUSED',
        sentAt: '2025-10-21T10:31:00Z',
      },
    ],
  },
  {
    ...ana,
    id: 'PRP-2025-0087',
    status: 'PAYMENT_DONE',
    createdAt: '2025-06-14T16:40:00Z',
    validUntil: '2025-06-29',
    vehicle: 'Fiat Strada Volcano 1.3 2025',
    dealerName: 'Fiat Morumbi',
    totalValue: 124490,
    entranceValue: 62245,
    installments: 24,
    installmentValue: 2994.12,
    finalInstallmentValue: 0,
    requiredDocuments: [],
    documents: [],
  },
  {
    ...ana,
    id: 'PRP-2025-0059',
    status: 'DENIED_PROPOSAL',
    createdAt: '2025-04-02T09:15:00Z',
    validUntil: '2025-04-17',
    vehicle: 'Fiat Toro Ultra 2.2 Diesel 2025',
    dealerName: 'Fiat Morumbi',
    totalValue: 219990,
    entranceValue: 21999,
    installments: 60,
    installmentValue: 5320.55,
    finalInstallmentValue: 0,
    requiredDocuments: [],
    documents: [],
  },
  {
    id: 'PRP-2025-0150',
    userId: MARTINA,
    buyerName: 'Martina González',
    buyerDocument: '27-32123456-4',
    status: 'PROGRESS_PROPOSAL',
    createdAt: '2025-11-10T18:20:00Z',
    validUntil: '2025-11-25',
    vehicle: 'Peugeot 208 Allure 1.0 2026',
    dealerName: 'Peugeot Palermo',
    totalValue: 28_500_000,
    entranceValue: 8_550_000,
    installments: 36,
    installmentValue: 812_400,
    finalInstallmentValue: 0,
    requiredDocuments: [],
    documents: [],
  },
];
