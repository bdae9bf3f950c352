import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type HubElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & Record<string, unknown>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'hub-lead-form': HubElementProps;
      'hub-vin-scanner': HubElementProps;
      'hub-recall-search': HubElementProps;
      'hub-voucher-area': HubElementProps;
    }
  }
}
