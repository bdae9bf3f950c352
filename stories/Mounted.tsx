import { type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { readPageMeta, resolveContext } from '../core/page-context.ts';
import { themeSheetFor } from '../core/theme-sheet.ts';
import { WidgetScopeContext } from '../core/WidgetContext.tsx';

/** Props of {@link Mounted}. */
export interface MountedProps {
  brand: string;
  market: string;
  /** The tag the piece is shown as (`data-story-tag`, the scope's tag). */
  tag: string;
  /** The piece's styles, adopted after the brand's skin. */
  sheet: CSSStyleSheet;
  children: ReactNode;
}

/**
 * A domain piece as a widget mounts it: in a shadow root (the brand's skin and the piece's styles
 * adopted) under a widget scope read from the page, with the story's brand and market.
 */
export function Mounted({ brand, market, tag, sheet, children }: MountedProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  useEffect(() => {
    const host = ref.current!;
    setRoot(host.shadowRoot ?? host.attachShadow({ mode: 'open' }));
  }, []);
  const { context } = resolveContext(readPageMeta(), { brand, market });
  useEffect(() => {
    if (root) root.adoptedStyleSheets = [themeSheetFor(context.skin), sheet];
  }, [root, context.skin, sheet]);
  const emit = () => undefined;
  return (
    <div ref={ref} data-story-tag={tag}>
      {root &&
        createPortal(
          <WidgetScopeContext.Provider value={{ host: ref.current!, tag, context, emit }}>
            {children}
          </WidgetScopeContext.Provider>,
          root,
        )}
    </div>
  );
}
