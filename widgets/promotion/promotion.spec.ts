import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-promotion: everything the element, custom-elements.json and the host types are derived from. */
export const promotionSpec = defineWidgetSpec({
  tag: 'hub-promotion',
  className: 'HubPromotion',
  description:
    "A lucky-number promotion for the signed-in user: the terms shown before agreeing (a box to tick), the participation agreement with the user's CPF (CUIL in es-AR), sent once with the `invited-by` header of the page address's invitation link; a participant who agreed goes straight to their lucky numbers, their invitation link (WhatsApp or copied) carrying `invited-by` = their participant id, and the QR code validation by camera or typed code (valid, already used, invalid). Signed out or a refused sign-in: a sign-in prompt.",
  props: {
    promotionId: {
      type: 'string',
      description: 'The promotion (`PRM-JEEP-2026`); without it the widget says no promotion was given.',
    },
    termsUrl: { type: 'string', description: "The promotion's full regulation, linked beside the terms." },
    loginUrl: { type: 'string', description: 'Sign-in page the signed-out prompt links to.' },
    shareUrl: {
      type: 'string',
      description:
        'The page an invitation link opens (default: this page), `invited-by` added with the participant id.',
    },
  },
  events: {
    'hub-submit-success':
      'The agreement was accepted (`form`: promotion-agree, `id`: the participant id) or a QR code validated (`form`: promotion-qr, `number`: the lucky number it gave).',
    'hub-submit-error':
      'The agreement or a QR code failed (`form`, `code`: the failure kind, or `used` / `invalid` for a QR code refused).',
  },
  services: { required: ['promotions'], optional: [] },
  settings: [],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-promotion, inferred from {@link promotionSpec}. */
export type PromotionProps = SpecProps<typeof promotionSpec>;
