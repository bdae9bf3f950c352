// Demo page entry (dist/demo-security-photo.js): the security photo step of hub-reservation on a page
// of its own, as <demo-security-photo reservation-id="…">, so it can be tried and tested in a browser
// before the reservation flow reaches it. Not part of the loader: no product page includes it.
import { createElement, useCallback } from 'react';
import { defineWidget } from '../core/define-widget.ts';
import type { SpecProps } from '../core/spec-types.ts';
import { useWidget } from '../core/WidgetContext.tsx';
import { defineWidgetSpec } from '../core/widget-spec.ts';
import { SecurityPhoto } from '../widgets/reservation/security-photo/SecurityPhoto.tsx';
import styles from '../widgets/reservation/security-photo/security-photo.css?inline';

const demoSecurityPhotoSpec = defineWidgetSpec({
  tag: 'demo-security-photo',
  className: 'DemoSecurityPhoto',
  description: 'The security photo step of hub-reservation on a page of its own (demo only).',
  props: { reservationId: { type: 'string', default: 'RES-DEMO-0001' } },
  events: { 'hub-step-change': "The photo step is done (`step: 'security-photo-done'`)." },
  services: { required: ['face'], optional: [] },
  settings: ['face-model-url', 'face-wasm-url', 'face-time-limit'],
  parts: ['root', 'button', 'alert'],
});

/** The step alone; `onDone` is announced as `hub-step-change` with `step: 'security-photo-done'`. */
function DemoSecurityPhoto({ reservationId }: SpecProps<typeof demoSecurityPhotoSpec>) {
  const { emit } = useWidget();
  const onDone = useCallback(() => emit('hub-step-change', { step: 'security-photo-done' }), [emit]);
  return createElement(SecurityPhoto, { reservationId, onDone });
}

/** Defines `<demo-security-photo>` (harmless when already defined). */
export function defineDemoSecurityPhoto(): CustomElementConstructor {
  return defineWidget(demoSecurityPhotoSpec, DemoSecurityPhoto, styles);
}

defineDemoSecurityPhoto();
