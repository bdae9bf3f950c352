import { getModels } from '../../api/models.ts';
import type { AdminOffer } from '../../api/offerAdmin.ts';
import { getOfferVocabulary } from '../../api/offerAdmin.ts';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useResource } from '../../core/useResource.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import type { OffersAdminT } from './i18n.ts';
import { OfferForm } from './OfferForm.tsx';

interface Props {
  t: OffersAdminT;
  offer: AdminOffer | null;
  onSaved: (offer: AdminOffer) => void;
  onCancel: () => void;
}

/**
 * The offer form with what it chooses from: the brand's versions (catalogue, when the page declares
 * it; else the MVS code is typed) and the stamps, parts, categories and features (`stamp`, `part`,
 * `category`, `feature`). A failed read leaves the form usable: the code typed, the lists left out.
 */
export function OfferEditor({ t, offer, onSaved, onCancel }: Props) {
  const { context } = useWidget();
  const models = useResource(context.services.catalog ? 'models' : null, (signal) =>
    getModels(context, signal),
  );
  const vocabulary = useResource('vocabulary', (signal) => getOfferVocabulary(context, signal));
  if (models.status === 'loading' || vocabulary.status === 'loading')
    return (
      <Skeleton lines={4}>
        <p className="hub-hint">{t('loading')}</p>
      </Skeleton>
    );
  return (
    <OfferForm
      t={t}
      offer={offer}
      models={models.status === 'success' ? models.data : null}
      vocabulary={vocabulary.status === 'success' ? vocabulary.data : null}
      onSaved={onSaved}
      onCancel={onCancel}
    />
  );
}
