import type { PropSpecs } from '../../core/define-widget.ts';
import type { TestDriveProps } from './TestDrive.tsx';

/** Attributes of hub-test-drive, documented in custom-elements.json. */
export const testDriveProps: PropSpecs<TestDriveProps> = {
  kind: { type: 'enum', values: ['test-drive', 'visit'], default: 'test-drive' },
  modelCode: { type: 'string' },
  mvsCode: { type: 'string' },
  origin: { type: 'string' },
};
