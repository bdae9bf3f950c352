import type { KeyboardEvent, ReactNode } from 'react';
import type { AdminOffer, StatusAction } from '../../api/offerAdmin.ts';
import { CheckField } from '../../core/form/fields/CheckField.tsx';
import { formatMoney } from '../../core/format.ts';
import type { Market } from '../../core/markets.ts';
import type { OffersAdminT } from './i18n.ts';
import { stampLabel } from './OfferForm.tsx';
import { NEEDS_FROM_PRICE } from './offerForm.ts';
import { statusOf } from './offerStatus.ts';

interface Props {
  t: OffersAdminT;
  market: Market;
  offer: AdminOffer;
  position: number;
  count: number;
  /** The status actions shown (the ones the roles allow and that change the offer). */
  actions: StatusAction[];
  /** Whether the selection checkbox is shown (bulk status is the offer administrators'). */
  selectable: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
  /** Moves the offer to a place (0-based); absent when the roles may not reorder. */
  onMove: ((to: number, control: string) => void) | undefined;
  onDragStart: () => void;
  onDrop: () => void;
  handleHintId: string;
  onAction: (action: StatusAction) => void;
  onEdit: (() => void) | undefined;
  onRemove: (() => void) | undefined;
}

/** The price as the display type shows it: "De … por …" from the list price, else the type and the price. */
function priceLine(t: OffersAdminT, market: Market, offer: AdminOffer): string {
  const price = formatMoney(offer.price, market);
  if (NEEDS_FROM_PRICE.includes(offer.priceDisplayType) && offer.fromPrice)
    return t('fromToLine', { from: formatMoney(offer.fromPrice, market), price });
  return t('priceLine', { display: t(`display_${offer.priceDisplayType}`), price });
}

/** One offer of the administrators' list: selection, status in words, its facts, order controls, actions. */
export function OfferRow(props: Props) {
  const { t, market, offer, position, count, actions, onMove } = props;
  const status = statusOf(offer);
  const headingId = `offer-${offer.id}`;
  const onHandleKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!onMove) return;
    const to = { ArrowUp: position - 1, ArrowDown: position + 1, Home: 0, End: count - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    onMove(to, 'handle');
  };
  return (
    <li
      className="hub-card offers-admin-row"
      data-status={status}
      data-offer={offer.id}
      aria-labelledby={headingId}
      onDragOver={onMove ? (event) => event.preventDefault() : undefined}
      onDrop={
        onMove
          ? (event) => {
              event.preventDefault();
              props.onDrop();
            }
          : undefined
      }
    >
      <div className="offers-admin-head">
        {props.selectable && (
          <CheckField name={`select-${offer.id}`} checked={props.selected} onChange={props.onSelect}>
            <span className="hub-visually-hidden">{t('selectOf', { title: offer.title })}</span>
          </CheckField>
        )}
        <h3 className="hub-subtitle" id={headingId}>
          {offer.title}
        </h3>
        <span className="offers-admin-status" data-status={status}>
          <span className="hub-visually-hidden">{t('status')}: </span>
          {t(`status_${status}`)}
        </span>
      </div>
      <p className="offers-admin-facts">
        {[
          t(`type_${offer.type}`),
          t(`scope_${offer.scope}`),
          priceLine(t, market, offer),
          String(offer.year),
          offer.mvsCode,
          ...offer.stamps.map((stamp) => stampLabel(t, stamp)),
        ].join(' · ')}
      </p>
      <div className="hub-row offers-admin-actions">
        {onMove && (
          <>
            <button
              type="button"
              className="hub-button offers-admin-handle"
              data-variant="secondary"
              part="button"
              data-control="handle"
              draggable
              aria-label={t('handle', { title: offer.title })}
              aria-describedby={props.handleHintId}
              onDragStart={(event) => {
                if (event.dataTransfer) {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', offer.id);
                }
                props.onDragStart();
              }}
              onKeyDown={onHandleKey}
            >
              <span aria-hidden="true">⇅ </span>
              {t('handleShort')}
            </button>
            <RowButton
              control="up"
              label={t('moveUp', { title: offer.title })}
              disabled={position === 0}
              onClick={() => position > 0 && onMove(position - 1, 'up')}
            >
              {t('moveUpShort')}
            </RowButton>
            <RowButton
              control="down"
              label={t('moveDown', { title: offer.title })}
              disabled={position === count - 1}
              onClick={() => position < count - 1 && onMove(position + 1, 'down')}
            >
              {t('moveDownShort')}
            </RowButton>
          </>
        )}
      </div>
      <div className="hub-row offers-admin-actions">
        {props.onEdit && (
          <RowButton control="edit" label={t('editOf', { title: offer.title })} onClick={props.onEdit}>
            {t('edit')}
          </RowButton>
        )}
        {actions.map((action) => (
          <RowButton
            key={action}
            control={action}
            label={t('actionOf', { action: t(`action_${action}`), title: offer.title })}
            onClick={() => props.onAction(action)}
          >
            {t(`action_${action}`)}
          </RowButton>
        ))}
        {props.onRemove && (
          <RowButton control="remove" label={t('removeOf', { title: offer.title })} onClick={props.onRemove}>
            {t('remove')}
          </RowButton>
        )}
      </div>
    </li>
  );
}

interface RowButtonProps {
  /** Which control it is (`data-control`), for the focus to find it again after the list changed. */
  control: string;
  /** The name with the offer's title (the visible text alone is the same on every row). */
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

/** A secondary button of a row; `aria-disabled` rather than `disabled`, so the focus stays on it. */
function RowButton({ control, label, disabled, onClick, children }: RowButtonProps) {
  return (
    <button
      type="button"
      className="hub-button"
      data-variant="secondary"
      part="button"
      data-control={control}
      aria-label={label}
      aria-disabled={disabled || undefined}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
