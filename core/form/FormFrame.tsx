import { type ReactNode, type Ref, useId } from 'react';

/** Props of {@link FormFrame}. */
export interface FormFrameProps {
  /** The form element, for `useFormState`'s `focusRoot`. */
  formRef?: Ref<HTMLFormElement>;
  /** The heading drawn at the top of the form (an `h3.hub-subtitle`, or `h4` with `level`); the form is named by it. */
  title?: ReactNode;
  /** The heading's level: 3 (a card of its own) or 4 (a form inside a widget's section). */
  level?: 3 | 4;
  /** The id of the heading that names the form: the given `title`'s id, or a heading drawn elsewhere. */
  titleId?: string;
  /** The form's name where no heading names it (`aria-label`). */
  label?: string;
  /** A send is under way: the form is `aria-busy`. */
  busy: boolean;
  /** Called on submit (Enter or the submit button); the page's own submission is prevented. */
  onSubmit: () => void;
  /** The form's classes: a card by default. */
  className?: string;
  children: ReactNode;
}

/**
 * The frame of a hub form: a `part="form"` element with the browser's validation off (the kit's
 * messages speak instead), named by its heading, busy while sending, that hands a submit to `onSubmit`.
 */
export function FormFrame({
  formRef,
  title,
  level = 3,
  titleId,
  label,
  busy,
  onSubmit,
  className = 'hub-stack hub-card',
  children,
}: FormFrameProps) {
  const ownId = useId();
  const headingId = titleId ?? ownId;
  const Heading = level === 4 ? 'h4' : 'h3';
  return (
    <form
      ref={formRef}
      className={className}
      part="form"
      noValidate
      aria-labelledby={title !== undefined || titleId ? headingId : undefined}
      aria-label={label}
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {title !== undefined && (
        <Heading className="hub-subtitle" id={headingId}>
          {title}
        </Heading>
      )}
      {children}
    </form>
  );
}
