import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-account: everything the element, custom-elements.json and the host types are derived from. */
export const accountSpec = defineWidgetSpec({
  tag: 'hub-account',
  className: 'HubAccount',
  description:
    "The signed-in user's account: personal data seen and edited (every seed 000 §5 rule; only what changed is sent, nothing when nothing changed), the profile completion steps user-data → address-data → dealer-data → success-message with progress, resumed where the profile stops; the password change with a live checklist; financing proposals with their status in words and the voucher; funding and reservation documents with status and re-upload; the document journey (start, files by kind of document with progress and refusals in words, the identity validation step in words and its result asked again); the agreement outdate, the loyalty dealer and the last update. Signed out: a sign-in prompt.",
  props: {
    loginUrl: { type: 'string', description: 'Sign-in page the signed-out prompt links to.' },
  },
  events: {
    'hub-submit-success':
      'An account form was sent (`form`: account-personal-data, account-completion, account-password, account-document, account-agreement, account-journey, account-journey-document).',
    'hub-submit-error': 'An account form could not be sent (`form`, `code`: the failure kind).',
  },
  services: { required: ['users'], optional: ['location', 'dealers', 'funding', 'reservations', 'journey'] },
  settings: ['location-ttl'],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-account, inferred from {@link accountSpec}. */
export type AccountProps = SpecProps<typeof accountSpec>;
