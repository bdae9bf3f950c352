import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type HubElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Record<string, unknown>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hub-lead-form': HubElementProps;
      'hub-financing': HubElementProps;
      'hub-vin-scanner': HubElementProps;
      'hub-recall-search': HubElementProps;
      'hub-voucher-area': HubElementProps;
      'hub-location-selector': HubElementProps;
      'hub-dealer-picker': HubElementProps;
      'hub-whatsapp-chat': HubElementProps;
      'hub-test-drive': HubElementProps;
      'hub-configurator': HubElementProps;
      'hub-version-comparator': HubElementProps;
      'hub-reservation': HubElementProps;
    }
  }
}
