import type { SpecProps } from '../../core/spec-types.ts';
import { defineWidgetSpec } from '../../core/widget-spec.ts';

/** hub-test-drive: everything the element, custom-elements.json and the host types are derived from. */
export const testDriveSpec = defineWidgetSpec({
  tag: 'hub-test-drive',
  className: 'HubTestDrive',
  description:
    'Test-drive and visit scheduling (`kind="test-drive|visit"`): model and version, a dealer with online scheduling, date (from tomorrow, on the dealer\'s working days) and slot (morning, afternoon), person data and consents; sent once as a lead (formName TestDrive / Visit) and answered with the REQUESTED status and the 24-hour promise; signed-in shoppers see their schedules (appointments/web, bearer) with statuses in words and confirm or cancel them (visitscheduling, virtual-event).',
  props: {
    kind: {
      type: 'enum',
      values: ['test-drive', 'visit'],
      default: 'test-drive',
      description: '`test-drive` (a car is required) or `visit` (a dealership visit).',
    },
    modelCode: { type: 'string', description: 'Preselected model code (catalogue).' },
    mvsCode: { type: 'string', description: 'Preselected version (MVS code).' },
    origin: { type: 'string', description: 'Lead origin sent with the request.' },
  },
  events: {
    'hub-submit-success': 'The request was sent, or a schedule confirmed or cancelled (`form`).',
    'hub-submit-error': 'The request could not be sent (`form`, `code`).',
  },
  services: { required: ['lead', 'dealers', 'location', 'catalog'], optional: ['users', 'events'] },
  settings: [
    'lead-client-id',
    'lead-client-secret',
    'allow-leads-without-cpf',
    'leads-without-cpf-everywhere',
    'allowed-cities-without-cpf',
    'allowed-dealers-without-cpf',
    'ga-track-id',
    'location-ttl',
  ],
  parts: ['root', 'form', 'field', 'label', 'input', 'button', 'alert', 'error'],
});

/** Props of hub-test-drive, inferred from {@link testDriveSpec}. */
export type TestDriveProps = SpecProps<typeof testDriveSpec>;
