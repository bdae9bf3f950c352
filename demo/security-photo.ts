// Demo page entry (dist/demo-security-photo.js): the security photo step of hub-reservation on a page
// of its own, as <demo-security-photo reservation-id="…">, so it can be tried and tested in a browser
// before the reservation flow reaches it. Not part of the loader: no product page includes it.
import { createElement, useCallback, useEffect } from 'react';
import { defineWidget } from '../core/define-widget.ts';
import { useWidget } from '../core/WidgetContext.tsx';
import { SecurityPhoto } from '../widgets/reservation/security-photo/SecurityPhoto.tsx';
import styles from '../widgets/reservation/security-photo/security-photo.css?inline';

interface DemoSecurityPhotoProps {
  reservationId: string;
}

/** The step alone; `onDone` is announced as `hub-step-change` with `step: 'security-photo-done'`. */
function DemoSecurityPhoto({ reservationId }: DemoSecurityPhotoProps) {
  const { emit } = useWidget();
  useEffect(() => emit('hub-ready', {}), [emit]);
  const onDone = useCallback(() => emit('hub-step-change', { step: 'security-photo-done' }), [emit]);
  return createElement(SecurityPhoto, { reservationId, onDone });
}

/** Defines `<demo-security-photo>` (harmless when already defined). */
export function defineDemoSecurityPhoto(): CustomElementConstructor {
  return defineWidget('demo-security-photo', DemoSecurityPhoto, {
    props: { reservationId: { type: 'string', default: 'RES-DEMO-0001' } },
    styles,
    services: ['face'],
  });
}

defineDemoSecurityPhoto();
