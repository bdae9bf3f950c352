import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useWidget } from '../../core/WidgetContext.tsx';

// Whether the brand is sold asks the catalogue: fetched after the widget is drawn, not with it.
const NotSoldNotice = lazy(() =>
  import('./brandSale.ts').then((module) => ({ default: module.NotSoldNotice })),
);

/** Props of {@link UnlessNotSold}. */
export interface UnlessNotSoldProps {
  /** The widget's heading, kept above the message once the form gives way. */
  title: string;
  /**
   * Whether to ask the catalogue now (default: at once). The lead form asks when the shopper reaches it,
   * as it fetches its dealers, so a page with only a lead form sends nothing before any action. The test
   * drive and WhatsApp chat list the brand's models at once (ModelChoice's `onModels`) and ask only when
   * that list came back empty: the answer is then the kept catalogue answer, with no call of its own, so a
   * failed model list's retry is the only catalogue call of its moment.
   */
  ask?: boolean;
  /** The widget's form, shown while the brand is sold (and while the catalogue is asked). */
  children: ReactNode;
}

/**
 * A purchase form (lead, test drive, WhatsApp chat) that would lead nowhere where the brand is not sold:
 * drawn at once, it gives way to its heading and the configurator's message ("Los vehículos Chrysler no
 * se venden en Argentina…") when the catalogue has no model of the brand in the market. The check and the
 * message are fetched after the form, so no form's first load carries them; the notice keeps its place
 * while the form goes, so it shows and is announced once. A shopper who was in the form when it went
 * finds the focus on the heading, not lost with the form.
 */
export function UnlessNotSold({ title, ask = true, children }: UnlessNotSoldProps) {
  const { host } = useWidget();
  const [notSold, setNotSold] = useState(false);
  const focusTitle = useRef(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const onNotSold = useCallback(() => {
    focusTitle.current = host.shadowRoot?.activeElement != null;
    setNotSold(true);
  }, [host]);
  useEffect(() => {
    if (notSold && focusTitle.current) titleRef.current?.focus();
  }, [notSold]);
  return (
    <>
      {notSold && (
        <h2 ref={titleRef} className="hub-title" tabIndex={-1}>
          {title}
        </h2>
      )}
      {ask && (
        <Suspense>
          <NotSoldNotice onNotSold={onNotSold} />
        </Suspense>
      )}
      {!notSold && children}
    </>
  );
}

/**
 * Whether the shopper has reached a form (focused anything in it), for {@link UnlessNotSold}'s `ask`: the
 * lead form asks whether the brand is sold then, so a page with only a lead form sends no catalogue call
 * before any action.
 */
export function useReached(): [boolean, () => void] {
  const [reached, setReached] = useState(false);
  const reach = useCallback(() => setReached(true), []);
  return [reached, reach];
}
