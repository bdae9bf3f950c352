import { defineWidget } from '../../core/define-widget.ts';
import sharedStyles from '../../domain/dealer/dealer.css?inline';
import scheduleStyles from '../../domain/schedule/appointments.css?inline';
import { TestDrive } from './TestDrive.tsx';
import styles from './test-drive.css?inline';
import { testDriveSpec } from './test-drive.spec.ts';

defineWidget(testDriveSpec, TestDrive, sharedStyles + scheduleStyles + styles);
