import * as v from 'valibot';
import type { PropSpecs } from '../../core/define-widget.ts';
import type { DealerPickerWidgetProps } from './DealerPickerWidget.tsx';

/** Attributes of hub-dealer-picker, documented in custom-elements.json. */
export const dealerPickerProps: PropSpecs<DealerPickerWidgetProps> = {
  modes: {
    type: 'json',
    schema: v.pipe(v.array(v.picklist(['postalCode', 'address', 'city', 'position'])), v.minLength(1)),
  },
  dealerType: { type: 'enum', values: ['any', 'ONLINE_SCHEDULE', 'DIGITAL_DEALER'], default: 'any' },
  radius: { type: 'number', default: 50, min: 1, max: 500, integer: true },
};
