export { DealerPickerWidget, type DealerPickerWidgetProps } from './DealerPickerWidget.tsx';
