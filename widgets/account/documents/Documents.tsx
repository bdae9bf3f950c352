import type { UserProposal } from '../../../api/funding.ts';
import { useT } from '../../../core/WidgetContext.tsx';
import { financingMessages, ProposalDocuments } from '../../financing/index.ts';
import { documentsOf, takesDocuments } from './documentStatus.ts';
import { documentsMessages } from './i18n.ts';

interface Props {
  proposals: UserProposal[];
  /** A document was received: the proposals are read again (their status may have moved). */
  onChanged: () => void;
}

/**
 * The funding documents of the user's proposals: each asked document with its standing in words and,
 * while the bank takes them, hub-financing's document upload (kind and size checked, progress, retry).
 */
export function Documents({ proposals, onChanged }: Props) {
  const t = useT(documentsMessages);
  const financingT = useT(financingMessages);
  const asking = proposals.filter((p) => (p.requiredDocuments ?? []).length > 0);
  const label = (type: string) => {
    const key = type === 'INCOME' || type === 'ADDRESS' ? `proof.${type}` : `document.${type}`;
    const text = financingT(key as 'proof.INCOME');
    return text === key ? type : text;
  };
  return (
    <section className="hub-stack hub-card" aria-labelledby="account-documents-title">
      <h3 className="hub-subtitle" id="account-documents-title">
        {t('title')}
      </h3>
      {asking.length === 0 && <p>{t('empty')}</p>}
      {asking.map((proposal) => (
        <div key={proposal.id} className="hub-stack">
          <h4 className="hub-subtitle">
            {t('proposal', { number: proposal.id, vehicle: proposal.vehicle ?? '' })}
          </h4>
          {/* biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md) */}
          <ul className="hub-list" role="list" aria-label={t('listLabel', { number: proposal.id })}>
            {documentsOf(proposal).map(({ type, standing }) => (
              <li key={type} data-standing={standing}>
                {label(type)}: {t(`status.${standing}`)}
              </li>
            ))}
          </ul>
          {takesDocuments(proposal) && (
            <ProposalDocuments
              t={financingT}
              proposalId={proposal.id}
              external={proposal.id.startsWith('PSA')}
              onStatus={onChanged}
              level={3}
            />
          )}
        </div>
      ))}
    </section>
  );
}
