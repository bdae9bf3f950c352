import { useCallback, useEffect, useState } from 'react';

type AddressFieldsComponent = typeof import('../../core/form/AddressFields.tsx')['AddressFields'];

let loaded: AddressFieldsComponent | null = null;
let loading: Promise<AddressFieldsComponent> | null = null;

function load(): Promise<AddressFieldsComponent> {
  loading ??= import('../../core/form/AddressFields.tsx').then(
    (module) => {
      loaded = module.AddressFields;
      return loaded;
    },
    (error: unknown) => {
      loading = null; // a failed download is tried again on the next reach
      throw error;
    },
  );
  return loading;
}

/**
 * The custom variant's address fields (with the postal-code lookup behind them), downloaded only by a
 * form that shows them, so the person and company forms do not carry them. Returns the component once
 * it has arrived (else null) and the function that asks again after a failed download (called when
 * the shopper reaches the form).
 */
export function useAddressFields(wanted: boolean): [AddressFieldsComponent | null, () => void] {
  const [component, setComponent] = useState<AddressFieldsComponent | null>(() => loaded);
  const reach = useCallback(() => {
    if (!wanted || component) return;
    load().then(
      (next) => setComponent(() => next),
      () => {},
    );
  }, [wanted, component]);
  useEffect(reach, [reach]);
  return [component, reach];
}
