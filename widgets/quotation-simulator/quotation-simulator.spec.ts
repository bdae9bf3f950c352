import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-quotation-simulator: everything the element, custom-elements.json and the host types are derived from. */
export const quotationSimulatorSpec = defineWidgetSpec({
  tag: 'hub-quotation-simulator',
  className: 'HubQuotationSimulator',
  description:
    "Dealer quotation simulator (seed 000 §2, seed 001 §3, §4, §7): for dealership sales staff (user_dealer, dealer_manager; others are told in words who it is for, signed out a sign-in prompt). Tabs model (version and colour: solid, metallic, pearly), optionals, coating, accessories (price to be agreed) and comment, with item conflicts resolved in the configurator's modal by domain/car's rules; review and preview (opportunity name, base quotation, price — a change must be higher than the initial price —, discount, bonus, validity, cash payment); save to the CRM in the seller's sales session (dealer-sales v2 access; 'Cotação salva com sucesso' / 'Falha ao salvar cotação' with codes 001–006 in words), sent once; download as a PDF. A sold-out car may switch to a factory-stock proposal and be restored after confirmation. Check-in and attendant requests at the showroom; a dealer manager also sees the working prices and their CSV. Dealer reports (seed 001 §3 'product and dealer report views with reasons'): a product's report (its category and the market's car models it fits) or a dealer's (`dealers/{idSiteGeo}`), opened with a reason from `report-view/reasons` (required beside the field) after the view is recorded (`report-view`).",
  props: {
    model: {
      type: 'string',
      description: 'Model code to start the quotation with (else the seller picks one).',
    },
    year: {
      type: 'number',
      integer: true,
      min: 2000,
      max: 2100,
      description: 'Model year (default: this year).',
    },
    validityDays: {
      type: 'number',
      default: 7,
      min: 1,
      max: 30,
      integer: true,
      description: 'Days a new quotation is valid (the seller may change it, 1 to 30).',
    },
    loginUrl: { type: 'string', description: 'Sign-in page the signed-out prompt links to.' },
  },
  events: {
    'hub-submit-success':
      'A quotation was saved to the CRM (`form`: quotation, `quotationNumber`), or a showroom action done (`form`: checkin, attendant), or a report view recorded (`form`: report-view, `kind`: PRODUCT or DEALER).',
    'hub-submit-error':
      'A save failed (`form`: quotation; `code`: the CRM code 001–006, else the failure kind), or a report view (`form`: report-view, `code`: the failure kind).',
  },
  services: {
    required: ['dealer-sales', 'users', 'catalog', 'parts'],
    optional: ['stock', 'reporting', 'dealers'],
  },
  settings: [],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-quotation-simulator, inferred from {@link quotationSimulatorSpec}. */
export type QuotationSimulatorProps = SpecProps<typeof quotationSimulatorSpec>;
