import { useState } from 'react';
import { type RentalCompanyKey, rentalCompanyId, rentalCompanyKey } from '../../../api/rental.ts';
import { SelectField } from '../../../core/form/fields/SelectField.tsx';
import { LoadFailed } from '../../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../../core/form/Skeleton.tsx';
import { useReadyWhen } from '../../../core/ready-gate.ts';
import { useT } from '../../../core/WidgetContext.tsx';
import { useProposals } from '../proposals/useProposals.ts';
import { Cards } from './Cards.tsx';
import { Contracts } from './Contracts.tsx';
import { FilesSummary } from './FilesSummary.tsx';
import { FileUpload } from './FileUpload.tsx';
import { userMessages } from './i18n.ts';
import { ProposalChoices } from './ProposalChoices.tsx';
import { StartForm } from './StartForm.tsx';
import { useRentalUser } from './useRentalUser.ts';

/** The proposal's part of the area: its files (upload, summary) and its choices (payment, income). */
function ProposalPart({
  company,
  proposalCode,
}: {
  company: RentalCompanyKey;
  proposalCode: string | undefined;
}) {
  const t = useT(userMessages);
  const proposals = useProposals(proposalCode);
  const [version, setVersion] = useState(0);
  const { list, proposal } = proposals;
  if (proposals.failed)
    return <LoadFailed message={t('loadFailed')} onRetry={proposals.retry} failure={proposals.failure} />;
  if (list === null)
    return (
      <Skeleton lines={2}>
        <p className="hub-hint">{t('loading')}</p>
      </Skeleton>
    );
  if (list.length === 0)
    return (
      <p className="hub-alert" data-tone="info">
        {t('noProposals')}
      </p>
    );
  return (
    <>
      <SelectField
        name="proposal"
        label={t('proposal')}
        placeholder={t('proposalPlaceholder')}
        value={proposals.selected ?? ''}
        options={list.map((p) => ({
          value: p.proposalCode,
          label: t('proposalOption', { code: p.proposalCode, model: p.model }),
        }))}
        onChange={(code) => proposals.select(code || null)}
      />
      {proposal && (
        <div className="hub-stack" key={proposal.proposalCode}>
          <section className="hub-stack" aria-labelledby="rental-files-title">
            <h3 className="hub-subtitle" id="rental-files-title">
              {t('filesTitle')}
            </h3>
            <FileUpload
              company={company}
              proposalCode={proposal.proposalCode}
              onUploaded={() => setVersion((n) => n + 1)}
            />
            <FilesSummary proposalCode={proposal.proposalCode} version={version} />
          </section>
          <ProposalChoices productId={proposal.productId} />
        </div>
      )}
    </>
  );
}

/**
 * The rental user area (seed 001 §3 "Rental user"): the company started as a rental user (start,
 * result), its contracts read and accepted, and per proposal the files and the payment choices.
 */
export function UserArea({ proposalCode }: { proposalCode: string | undefined }) {
  const t = useT(userMessages);
  const { state, retry, started } = useRentalUser();
  useReadyWhen(state.kind !== 'loading');
  return (
    <section className="hub-stack rental-area" aria-busy={state.kind === 'loading' || undefined}>
      <h2 className="hub-title">{t('title')}</h2>
      {state.kind === 'loading' && (
        <Skeleton lines={3}>
          <p className="hub-hint">{t('loading')}</p>
        </Skeleton>
      )}
      {state.kind === 'failed' && (
        <LoadFailed message={t('loadFailed')} onRetry={retry} failure={state.failure} />
      )}
      {state.kind === 'new' && <StartForm cnpj={state.cnpj} email={state.email} onStarted={started} />}
      {state.kind === 'started' && (
        <>
          <p>
            {t('company', { cnpj: rentalCompanyId(state.user) })} ·{' '}
            {state.user.status === 'APPROVED' || state.user.status === 'STARTED'
              ? t(`result.${state.user.status}`)
              : state.user.status}
          </p>
          <Contracts company={rentalCompanyKey(state.user)} />
          <Cards company={rentalCompanyKey(state.user)} />
          <ProposalPart company={rentalCompanyKey(state.user)} proposalCode={proposalCode} />
        </>
      )}
    </section>
  );
}
