import { defineWidget } from '../../core/define-widget.ts';
import sharedStyles from '../../domain/dealer/dealer.css?inline';
import { TestDrive } from './TestDrive.tsx';
import styles from './test-drive.css?inline';
import { testDriveProps } from './test-drive.props.ts';

defineWidget('hub-test-drive', TestDrive, {
  props: testDriveProps,
  styles: sharedStyles + styles,
  services: ['lead', 'dealers', 'location', 'catalog'],
});
