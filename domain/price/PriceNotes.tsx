import { getPriceTypes, getSpecialDiscount } from '../../api/price.ts';
import { formatMoney } from '../../core/format.ts';
import { addThemeCss } from '../../core/theme-sheet.ts';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import priceNotesCss from '../../themes/price-notes.css?inline';
import { priceMessages } from './i18n.ts';
import { priceNotes } from './priceNotes.ts';

// The notes' styles join the skin's sheet with their code (themes/price-notes.css).
addThemeCss(priceNotesCss);

interface Props {
  /** The version priced. */
  mvsCode: string;
  year: number;
  /** The price shown beside the notes. */
  price: number;
  /** The table the price comes from (`ecommercePrice`, `customPrice`), when known. */
  priceType?: string | null | undefined;
  /** The host widget's class for a list of figures. */
  className?: string;
}

/**
 * Notes under a car's price (configurator summary, offers): the price table it comes from, named when
 * `price/types` lists it, and the version's special discount (`price/specialDiscount`) with the price
 * after it. Nothing while loading, when the service fails or when there is nothing to say.
 */
export function PriceNotes({ mvsCode, year, price, priceType, className }: Props) {
  const { context } = useWidget();
  const t = useT(priceMessages);
  const discount = useResource(`price:special:${context.market}:${mvsCode}:${year}`, (signal) =>
    getSpecialDiscount(context, { mvsCode, year }, signal),
  );
  const types = useResource(priceType ? `price:types:${context.market}` : null, (signal) =>
    getPriceTypes(context, signal),
  );
  const notes = priceNotes(price, priceType, types.data, discount.data);
  if (!notes) return null;
  const money = (value: number) => formatMoney(value, context.market);
  return (
    <dl
      className={className ? `hub-price-notes ${className}` : 'hub-price-notes'}
      aria-label={t('notesLabel')}
    >
      {notes.type && (
        <div>
          <dt>{t('priceType')}</dt>
          <dd>{t(notes.type)}</dd>
        </div>
      )}
      {notes.special && (
        <>
          <div>
            <dt>{t('specialDiscount')}</dt>
            <dd>{t('specialDiscountValue', { amount: money(notes.special.amount) })}</dd>
          </div>
          <div>
            <dt>{t('withSpecialDiscount')}</dt>
            <dd>{money(notes.special.price)}</dd>
          </div>
        </>
      )}
    </dl>
  );
}
