import { type ReactNode, useId } from 'react';

/**
 * A headed region of the loyalty area (membership, eligibility, subscription, ranking, prizes, FAQ):
 * more sections (benefits, polls) slot in beside these the same way.
 */
export function Section({ title, name, children }: { title: string; name: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`hub-stack loyalty-section loyalty-${name}`} aria-labelledby={id}>
      <h3 className="hub-subtitle" id={id}>
        {title}
      </h3>
      {children}
    </section>
  );
}
