import { defineMessages, type Translate } from '../../core/i18n.ts';
import { useT } from '../../core/WidgetContext.tsx';

/** The catalogue's fuel and gear codes in the shopper's words (pt-BR, es-AR). */
export const carWordMessages = defineMessages({
  'pt-BR': {
    'fuel.Flex': 'Flex (etanol e gasolina)',
    'fuel.Flex Hybrid': 'Híbrido flex',
    'fuel.Gas': 'Gasolina',
    'fuel.Diesel': 'Diesel',
    'fuel.Electric': 'Elétrico',
    'fuel.Hybrid': 'Híbrido plug-in',
    'gear.MT': 'Manual',
    'gear.AT': 'Automático',
    'gear.A': 'Automático',
    'gear.CVT': 'Automático CVT',
  },
  'es-AR': {
    'fuel.Flex': 'Flex (nafta y etanol)',
    'fuel.Flex Hybrid': 'Híbrido flex',
    'fuel.Gas': 'Nafta',
    'fuel.Diesel': 'Diésel',
    'fuel.Electric': 'Eléctrico',
    'fuel.Hybrid': 'Híbrido enchufable',
    'gear.MT': 'Manual',
    'gear.AT': 'Automática',
    'gear.A': 'Automática',
    'gear.CVT': 'Automática CVT',
  },
});

type CarWordKey = keyof (typeof carWordMessages)['pt-BR'];

/** Words for a car's codes; a code the vocabulary does not know is shown as the catalogue gives it. */
export interface CarWords {
  fuel: (code: string) => string;
  gear: (code: string) => string;
}

/** The vocabulary over a translator of {@link carWordMessages}. */
export function carWordsOf(t: Translate<(typeof carWordMessages)['pt-BR']>): CarWords {
  const word = (kind: 'fuel' | 'gear', code: string) => {
    const key = `${kind}.${code}`;
    return key in carWordMessages['pt-BR'] ? t(key as CarWordKey) : code;
  };
  return { fuel: (code) => word('fuel', code), gear: (code) => word('gear', code) };
}

/** The fuel and gear words of the widget's market. */
export function useCarWords(): CarWords {
  return carWordsOf(useT(carWordMessages));
}
