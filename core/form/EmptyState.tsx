import type { ReactNode } from 'react';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What is not there ('Você ainda não tem pedidos.'): the widget's own text. */
  message: string;
  /** What to do next ('Monte o seu carro no configurador…'): the widget's own text. */
  next?: string | undefined;
  /** An action that is the next step (a button or a link), under the texts. */
  children?: ReactNode;
  /** Extra classes. */
  className?: string | undefined;
}

/**
 * A list with nothing in it: says what is missing and what to do next, with the action when there is
 * one (`.hub-empty`, themes/components.css). Not a live region: the widget announces counts itself.
 */
export function EmptyState({ message, next, children, className }: EmptyStateProps) {
  return (
    <div className={className ? `hub-empty ${className}` : 'hub-empty'} data-empty="">
      <p className="hub-empty-message">{message}</p>
      {next && <p className="hub-empty-next">{next}</p>}
      {children}
    </div>
  );
}
