import type { ReactNode } from 'react';
import { CheckField } from '../../core/form/fields/CheckField.tsx';
import type { QuotedCarState } from './useQuotedCar.ts';

interface Props {
  quoted: QuotedCarState;
  type: 'ITEM' | 'ACCESSORY';
  legend: string;
  empty: string;
  money: (n: number) => string;
  children?: ReactNode;
}

/** The optionals or accessories tab: one check per part; conflicting changes open the conflicts modal. */
export function PartsTab({ quoted, type, legend, empty, money, children }: Props) {
  const parts = (quoted.offer.data?.parts ?? []).filter((part) => part.type === type);
  const chosen = new Set(quoted.car?.parts.map((part) => part.id));
  if (!quoted.car) return null;
  return (
    <fieldset className="hub-fieldset">
      <legend className="hub-legend">{legend}</legend>
      {parts.length === 0 && <p>{empty}</p>}
      {parts.map((part) => (
        <CheckField
          key={part.id}
          name={`part-${part.code}`}
          checked={chosen.has(part.id)}
          onChange={(checked) => quoted.togglePart(part, checked)}
        >
          {part.name} ({money(part.price)})
        </CheckField>
      ))}
      {children}
    </fieldset>
  );
}
