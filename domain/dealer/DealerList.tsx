import type { PickedDealer } from '../../api/dealers.ts';
import { DealerCard } from './DealerCard.tsx';

/** Props of {@link DealerList}. */
export interface DealerListProps {
  dealers: PickedDealer[];
  /** Radio group name. */
  name: string;
  selectedId: string;
  onSelect: (dealer: PickedDealer) => void;
  /** Extra classes (the lead form keeps its own look). */
  className?: string | undefined;
  itemClassName?: string | undefined;
}

/**
 * Dealers to choose from as one radio group: Tab reaches the group, arrow keys move the choice, and
 * every item reads as one label (name, address, distance, types, hours).
 */
export function DealerList({
  dealers,
  name,
  selectedId,
  onSelect,
  className,
  itemClassName,
}: DealerListProps) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics under list-style: none (themes/README.md)
    <ul className={`hub-list hub-dealers ${className ?? ''}`.trim()} role="list">
      {dealers.map((dealer) => (
        <li key={dealer.id}>
          <label className={`hub-check hub-dealer ${itemClassName ?? ''}`.trim()}>
            <input
              type="radio"
              name={name}
              value={String(dealer.id)}
              checked={selectedId === String(dealer.id)}
              onChange={() => onSelect(dealer)}
            />
            <DealerCard dealer={dealer} />
          </label>
        </li>
      ))}
    </ul>
  );
}
