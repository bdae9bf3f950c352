import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';

// Whether the brand is sold asks the catalogue: fetched after the widget is drawn, not with it.
const NotSoldNotice = lazy(() =>
  import('./brandSale.ts').then((module) => ({ default: module.NotSoldNotice })),
);

/** Props of {@link UnlessNotSold}. */
export interface UnlessNotSoldProps {
  /** The widget's heading, kept above the message once the form gives way. */
  title: ReactNode;
  /** The widget's form, shown while the brand is sold (and while the catalogue is asked). */
  children: ReactNode;
}

/**
 * A purchase form (lead, test drive, WhatsApp chat) that would lead nowhere where the brand is not sold:
 * drawn at once, it gives way to its heading and the configurator's message ("Los vehículos Chrysler no
 * se venden en Argentina…") when the catalogue has no model of the brand in the market. The check and the
 * message are fetched after the form, so no form's first load carries them; the notice keeps its place
 * while the form goes, so it shows and is announced once.
 */
export function UnlessNotSold({ title, children }: UnlessNotSoldProps) {
  const [notSold, setNotSold] = useState(false);
  const onNotSold = useCallback(() => setNotSold(true), []);
  return (
    <>
      {notSold && title}
      <Suspense>
        <NotSoldNotice onNotSold={onNotSold} />
      </Suspense>
      {!notSold && children}
    </>
  );
}
