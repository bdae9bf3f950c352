import { useT } from '../WidgetContext.tsx';
import { stepperMessages } from './stepperMessages.ts';

/** One step of a {@link Stepper}: its id and its name in the widget's words. */
export interface StepperStep<S extends string> {
  id: S;
  label: string;
}

/** Props of {@link Stepper}. A `current` not among the steps (a success screen after them) marks none. */
export interface StepperProps<S extends string> {
  /** The steps' name ('Etapas da configuração'): a navigation landmark's when steps can be revisited, else the list's. */
  label: string;
  steps: readonly StepperStep<S>[];
  current: S;
  /** The steps done (the current one is never drawn as done). */
  done: readonly S[];
  /** Given when steps can be revisited: each step is then a button. */
  onSelect?: ((id: S) => void) | undefined;
  /** With `onSelect`: whether a step can be chosen now (else its button is disabled). All by default. */
  available?: ((id: S) => boolean) | undefined;
}

/** How a step stands: done, where the person is, or still to do. */
export type StepState = 'done' | 'current' | 'todo';

/**
 * Where the person is in a flow and what is done: an ordered list, `aria-current="step"` on the current
 * step, done steps said in words ('Etapa concluída: Cor', not only a tick). With `onSelect` the steps are
 * buttons in a `nav`, reachable by keyboard. On a narrow container the names other than the current one
 * give way to their numbers, and a caption names the current step (`stepper.css`).
 */
export function Stepper<S extends string>({
  label,
  steps,
  current,
  done,
  onSelect,
  available,
}: StepperProps<S>) {
  const t = useT(stepperMessages);
  const index = steps.findIndex((step) => step.id === current);
  const list = (
    <ol className="hub-stepper-list" aria-label={onSelect ? undefined : label}>
      {steps.map((step, i) => {
        const state: StepState = step.id === current ? 'current' : done.includes(step.id) ? 'done' : 'todo';
        const content = (
          <>
            <span className="hub-stepper-marker" aria-hidden="true">
              {state === 'done' ? '✓' : i + 1}
            </span>
            <span className="hub-stepper-label">
              {state === 'done' && <span className="hub-visually-hidden">{t('stepDone')}: </span>}
              {step.label}
            </span>
          </>
        );
        const currentMark = state === 'current' ? ('step' as const) : undefined;
        return (
          <li
            key={step.id}
            className="hub-stepper-item"
            data-state={state}
            aria-current={onSelect ? undefined : currentMark}
          >
            {onSelect ? (
              <button
                type="button"
                className="hub-stepper-button"
                aria-current={currentMark}
                disabled={available ? !available(step.id) : false}
                onClick={() => onSelect(step.id)}
              >
                {content}
              </button>
            ) : (
              <span className="hub-stepper-button">{content}</span>
            )}
          </li>
        );
      })}
    </ol>
  );
  // The caption for narrow screens; none once the flow is past its listed steps (a success screen).
  const caption = index >= 0 && (
    <p className="hub-stepper-caption" aria-hidden="true">
      {t('stepOf', { n: index + 1, total: steps.length })}: {steps[index]?.label}
    </p>
  );
  return onSelect ? (
    <nav className="hub-stepper" aria-label={label}>
      {list}
      {caption}
    </nav>
  ) : (
    <div className="hub-stepper">
      {list}
      {caption}
    </div>
  );
}
