import { defineWidget } from '../../core/define-widget.ts';
import scheduleStyles from '../../domain/schedule/appointments.css?inline';
import { Events } from './Events.tsx';
import styles from './events.css?inline';
import { eventsSpec } from './events.spec.ts';

defineWidget(eventsSpec, Events, scheduleStyles + styles);
