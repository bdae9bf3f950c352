import { type ReactNode, useLayoutEffect, useRef } from 'react';

interface Props {
  id: string;
  /** 2 on a screen of its own, 3 inside an order's card. */
  level: 2 | 3;
  /** Take the focus when shown and at each new `section` (when no flow around the form does). */
  focus: boolean;
  /** The form's section the title names: a new one takes the focus again. */
  section?: string;
  children: ReactNode;
}

/** The title of an order's form (billing data, balance), at the level of where it shows. */
export function FormTitle({ id, level, focus, section, children }: Props) {
  const ref = useRef<HTMLHeadingElement>(null);
  // In the commit that shows the section, before the browser paints it: a passive effect could run after
  // the person (or a keyboard script) had already moved into the new fields and pull the focus back here,
  // so that what they type next goes nowhere.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new section takes the focus again
  useLayoutEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus, section]);
  const Title = level === 3 ? 'h3' : 'h2';
  return (
    <Title
      className={level === 3 ? 'hub-subtitle' : 'hub-title'}
      id={id}
      ref={ref}
      tabIndex={focus ? -1 : undefined}
    >
      {children}
    </Title>
  );
}
