import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** The screens hub-sign-up opens on. */
const SIGN_UP_SCREENS = ['sign-up', 'sign-in', 'forgot', 'reset', 'confirm', 'create-password'] as const;

/** hub-sign-up: everything the element, custom-elements.json and the host types are derived from. */
export const signUpSpec = defineWidgetSpec({
  tag: 'hub-sign-up',
  className: 'HubSignUp',
  description:
    "Sign-up (identity v3 with the basic credential; an existing e-mail is told before sending), sign-in, forgotten password (or the identity service's reset) with the e-mailed code and a resend, create password, all with the seed's password rules and a live checklist; after sign-up the identity validation progress in words (VALIDATING_IDENTITY → … → PERSISTED_ON_HUB) with the quiz when the service asks it. Only on the SSO brands (fiat, jeep, dodge, chrysler, ram, citroen); on the others it says sign-up happens elsewhere. The widget never keeps the identity token: the host's auth cookie carries the session (CONTRACT §4).",
  props: {
    screen: {
      type: 'enum',
      values: SIGN_UP_SCREENS,
      default: 'sign-up',
      description:
        'The screen it opens on; the buyer moves between them by links. `reset`: the renewal of a password the identity service asks (v2 reset), e.g. after a migration.',
    },
    resetToken: {
      type: 'string',
      description: 'The code of a password e-mail link: the confirm screen comes with it filled.',
    },
    email: { type: 'string', description: 'The e-mail of a create-password or confirm link, filled in.' },
    nextUrl: {
      type: 'string',
      description:
        'Where the buyer goes on after signing in or when the account is ready (the page’s weak login carried, seed 000 §2).',
    },
    elsewhereUrl: {
      type: 'string',
      description: 'Where sign-up happens for a brand outside the SSO brands (peugeot, ds, fiat-abarth).',
    },
    statusInterval: {
      type: 'number',
      default: 2000,
      min: 10,
      integer: true,
      description: 'Milliseconds between two looks at the identity validation of a new account.',
    },
  },
  events: {
    'hub-sign-in':
      'The buyer signed in (`userId`, `expiresIn` in seconds). The token is not in it: the identity session reaches the host through its auth cookie (CONTRACT §4); on this event the host reloads or asks its own session.',
    'hub-submit-success':
      'A form was accepted (`form`: sign-up with `userId` when the account is created, sign-up-validated when the identity validation ends, sign-in with `userId`, password-forgot, password-reset, password-resend, password-confirm, password-create, identity-quiz).',
    'hub-submit-error': 'A form failed (`form` as above, `code`: the failure kind or the HTTP status).',
  },
  services: { required: ['identity', 'users'], optional: ['quiz'] },
  settings: ['weak-login-brand'],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-sign-up, inferred from {@link signUpSpec}. */
export type SignUpProps = SpecProps<typeof signUpSpec>;

/** A screen of hub-sign-up. */
export type SignUpScreen = (typeof SIGN_UP_SCREENS)[number];
