import { type ReactNode, useEffect, useId, useRef } from 'react';
import { FormFrame } from '../../core/form/FormFrame.tsx';
import { useSendFailureText } from '../../core/form/failureText.ts';
import { SubmitButton } from '../../core/form/SubmitButton.tsx';
import type { FormState } from '../../core/form/useFormState.ts';
import type { SignUpT } from './i18n.ts';

interface Props<V> {
  t: SignUpT;
  title: string;
  intro?: string;
  /** A notice carried from the screen before (a code sent, a password saved). */
  notice?: string | null;
  /** The failure of the last send, beside the button; the values stay for the retry. */
  problem?: ReactNode;
  form: FormState<V>;
  submitLabel: string;
  onSubmit: () => void;
  /** Focus the title when shown (after the buyer moved here), never on the page's first paint. */
  focusTitle: boolean;
  /** Links to the other screens, under the button. */
  links?: ReactNode;
  children: ReactNode;
}

/**
 * One screen of hub-sign-up: a titled form (focus on its title when the buyer arrives), a notice, its
 * fields, the failure beside the send button (which then reads 'try again'), links to the other screens.
 */
export function ScreenForm<V>(props: Props<V>) {
  const { t, form } = props;
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (props.focusTitle) titleRef.current?.focus();
  }, [props.focusTitle]);
  const sending = form.status === 'sending';
  // A rate limit's wait or offline, in the kit's words, in place of the screen's own failure.
  const said = useSendFailureText(form, '');
  return (
    <FormFrame
      className="hub-stack"
      titleId={titleId}
      busy={sending}
      onSubmit={() => {
        props.onSubmit();
      }}
    >
      <h2 className="hub-title sign-up-focus" id={titleId} ref={titleRef} tabIndex={-1}>
        {props.title}
      </h2>
      {props.intro && <p className="hub-text-muted">{props.intro}</p>}
      {props.notice && (
        <p className="hub-alert" data-tone="success" role="status" part="alert">
          {props.notice}
        </p>
      )}
      {props.children}
      {props.problem && (
        <div className="hub-alert" data-tone="error" role="alert" part="alert">
          {said || props.problem}
        </div>
      )}
      <div className="hub-row">
        <SubmitButton
          busy={form.status === 'sending'}
          failed={form.status === 'failed'}
          waitLeft={form.waitLeft}
          label={props.submitLabel}
          busyLabel={t('sending')}
          retryLabel={t('retry')}
        />
      </div>
      {props.links && <div className="sign-up-links">{props.links}</div>}
    </FormFrame>
  );
}

/** A link-styled button that moves to another screen. */
export function ScreenLink({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button type="button" className="hub-button" data-variant="link" part="button" onClick={onClick}>
      {label}
    </button>
  );
}
