import type { ReactNode } from 'react';
import type { Place } from '../../api/location.ts';
import { coreMessages } from '../../core/messages.ts';
import { useT } from '../../core/WidgetContext.tsx';
import { LocationChoice } from '../../domain/location/LocationChoice.tsx';
import { locationSelectorMessages } from './i18n.ts';
import type { SelectorStatus } from './useLocationSelector.ts';

interface LocationFormProps {
  id: string;
  draft: Place;
  onChange: (place: Place) => void;
  errors: { stateCode?: string | undefined; cityCode?: string | undefined };
  state: SelectorStatus;
  onConfirm: () => void;
  /** The buttons row (the modal puts its buttons in its own actions row). */
  actions?: ReactNode;
}

/**
 * The selection state: state and city, the failure message with the choice kept, and the buttons. The
 * form's state is `useLocationSelector`'s (the form kit's: the first invalid field is focused there).
 */
export function LocationForm({ id, draft, onChange, errors, state, onConfirm, actions }: LocationFormProps) {
  const t = useT(locationSelectorMessages);
  const core = useT(coreMessages);
  return (
    <form
      id={id}
      className="hub-stack"
      part="form"
      noValidate
      aria-busy={state === 'confirming' || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
    >
      <p className="hub-text-muted">{t('intro')}</p>
      <div className="hub-grid">
        <LocationChoice value={draft} onChange={onChange} errors={errors} required />
      </div>
      {state === 'failed' && (
        <div className="hub-alert" data-tone="error" role="alert" part="alert">
          <p>{core('genericError')}</p>
          <p>{t('failedDetail')}</p>
        </div>
      )}
      {actions}
    </form>
  );
}
