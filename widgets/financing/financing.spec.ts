import * as v from 'valibot';
import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-financing: everything the element, custom-elements.json and the host types are derived from. */
export const financingSpec = defineWidgetSpec({
  tag: 'hub-financing',
  className: 'HubFinancing',
  description:
    'Financing simulation: entrance, term and final-installment sliders bounded by the funding service (debounced 500 ms, hub-simulation-change), CDC/NEXT/PSA linear and balloon adapters (`source`; ZFLOW offers the choice), the car from the page configurator or `mvs`/`year`/`price`/`color-code`/`parts`; plan check, PF/PJ proposal form (draft kept in session storage without document numbers), terms, proposal send (bearer), approved/refused/in-analysis screens with the status in words, printable voucher and formalization QR; funding flow steps fire hub-step-change.',
  props: {
    source: {
      type: 'enum',
      values: ['ZFLOW', 'CDC', 'PSA_TRADITIONAL', 'NEXT', 'PSA_BALAO'],
      default: 'CDC',
      description: 'Funding adapter; ZFLOW lets the shopper choose.',
    },
    mvs: {
      type: 'string',
      description: "Version (MVS code) financed; without it, the page configurator's car.",
    },
    year: { type: 'number', integer: true, min: 1990, max: 2100, description: 'Model year of the car.' },
    price: { type: 'number', min: 1, description: 'Price of the car.' },
    colorCode: { type: 'string', description: 'Colour code of the car.' },
    parts: {
      type: 'json',
      schema: v.array(v.pipe(v.string(), v.maxLength(64))),
      description: 'JSON list of the part codes of the car.',
    },
    planId: { type: 'string', description: 'Plan id shown on the voucher.' },
    simulationId: {
      type: 'string',
      description:
        'A simulation kept with the funding service (GET simulate/{id}) to reopen with its source, car and sliders; else the `?simulation=` URL parameter.',
    },
    proposalId: {
      type: 'string',
      description:
        "A sent proposal to reopen (its result, formalization and voucher); without it, the page address's `proposal` parameter (the formalization QR, a reload after sending).",
    },
    planType: {
      type: 'enum',
      values: ['MSC', 'ECOM', 'OFFER'],
      default: 'MSC',
      description: 'Plan type of the simulation (seed 000 §3): MSC, ECOM (online purchase) or OFFER.',
    },
    offerId: {
      type: 'string',
      description: 'The offer the simulation belongs to (PUT simulate/{id}/offer/{offer}); implies OFFER.',
    },
    dealerName: { type: 'string', description: 'Dealer name shown on the voucher.' },
    dealerContact: { type: 'string', description: 'Dealer contact shown on the voucher.' },
  },
  events: {
    'hub-simulation-change':
      'A new simulation result (source, entrance, installments, final installment, total).',
    'hub-step-change': 'The funding flow moved to another screen (`step`).',
    'hub-submit-success': 'A proposal was sent (`form`).',
    'hub-submit-error': 'A proposal could not be sent (`form`, `code`).',
  },
  services: { required: ['funding'], optional: ['coupons', 'location', 'analytics'] },
  settings: ['location-ttl', 'login-url'],
  parts: ['root', 'field', 'label', 'input', 'slider', 'alert', 'error', 'button'],
});

/** Props of hub-financing, inferred from {@link financingSpec}. */
export type FinancingProps = SpecProps<typeof financingSpec>;
