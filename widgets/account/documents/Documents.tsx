import type { UserProposal } from '../../../api/funding.ts';
import { useT } from '../../../core/WidgetContext.tsx';
import { DocumentUpload } from './DocumentUpload.tsx';
import { documentsOf, takesDocuments } from './documentStatus.ts';
import { documentsMessages } from './i18n.ts';

interface Props {
  proposals: UserProposal[];
  /** A document was received: the proposals are read again (their status may have moved). */
  onChanged: () => void;
}

/**
 * The funding documents of the user's proposals: each asked document with its standing in words and,
 * while the bank takes them, the upload of each one refused or not sent (kind and size checked, progress).
 */
export function Documents({ proposals, onChanged }: Props) {
  const t = useT(documentsMessages);
  const asking = proposals.filter((p) => (p.requiredDocuments ?? []).length > 0);
  const label = (type: string) => {
    const text = t(`type.${type}` as 'type.RG');
    return text === `type.${type}` ? type : text;
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
          {takesDocuments(proposal) &&
            documentsOf(proposal)
              .filter((d) => d.standing !== 'RECEIVED')
              .map(({ type }) => (
                <DocumentUpload
                  key={type}
                  t={t}
                  proposalId={proposal.id}
                  type={type}
                  label={label(type)}
                  onSent={onChanged}
                />
              ))}
        </div>
      ))}
    </section>
  );
}
