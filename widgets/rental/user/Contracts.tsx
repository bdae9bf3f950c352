import { useEffect, useId, useRef, useState } from 'react';
import {
  acceptRentalContract,
  getRentalContracts,
  type RentalCompanyKey,
  type RentalContract,
  rentalCompanyId,
} from '../../../api/rental.ts';
import { useActionFailure } from '../../../core/form/failureText.ts';
import { CheckField } from '../../../core/form/fields/CheckField.tsx';
import { LoadFailed } from '../../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../../core/form/Skeleton.tsx';
import { WaitLeft } from '../../../core/form/WaitLeft.tsx';
import { coreMessages } from '../../../core/messages.ts';
import { useResource } from '../../../core/useResource.ts';
import { useT, useWidget } from '../../../core/WidgetContext.tsx';
import { userMessages } from './i18n.ts';

/** One contract: its text to read, then the confirmation that it was read and the accept button. */
function Contract({
  company,
  contract,
  onAccepted,
}: {
  company: RentalCompanyKey;
  contract: RentalContract;
  onAccepted: () => void;
}) {
  const { context, emit } = useWidget();
  const t = useT(userMessages);
  const core = useT(coreMessages);
  const [read, setRead] = useState(false);
  const [missingRead, setMissingRead] = useState(false);
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed'>('idle');
  // Why the acceptance failed: a 429's wait or offline is said in the form kit's words, and the wait
  // holds the accept button (the seconds left shown) until it is over.
  const [failure, setFailure] = useState<unknown>();
  const held = useActionFailure(failure, core('genericError'));
  const errorId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  // Once accepted, the button is gone: the focus goes to the contract's title, which says so.
  const [justAccepted, setJustAccepted] = useState(false);
  useEffect(() => {
    if (justAccepted) titleRef.current?.focus();
  }, [justAccepted]);
  // Set at once (state arrives with the next render): a double press accepts once.
  const inFlight = useRef(false);
  const accept = async () => {
    if (inFlight.current || held.waitLeft > 0) return;
    if (!read) return setMissingRead(true);
    inFlight.current = true;
    setStatus('sending');
    try {
      await acceptRentalContract(context, company, contract.id);
      emit('hub-submit-success', { form: 'rental-contract', id: contract.id });
      setJustAccepted(true);
      onAccepted();
    } catch (error) {
      emit('hub-submit-error', { form: 'rental-contract', code: 'service' });
      setFailure(error);
      setStatus('failed');
      inFlight.current = false;
    }
  };
  return (
    <li className="hub-card hub-stack">
      <h4 className="hub-subtitle" ref={titleRef} tabIndex={-1}>
        {t('contract', { id: contract.id })}{' '}
        <span className="rental-tag" data-colour={contract.accepted ? 'dark-green' : 'yellow'}>
          {contract.accepted ? t('contractAccepted') : t('contractPending')}
        </span>
      </h4>
      <p>{t('contractText', { cnpj: rentalCompanyId(company) })}</p>
      {!contract.accepted && (
        <>
          <div data-invalid={missingRead && !read ? '' : undefined}>
            <CheckField
              name={`read-${contract.id}`}
              checked={read}
              describedBy={missingRead && !read ? errorId : undefined}
              onChange={(checked) => {
                setRead(checked);
                setMissingRead(false);
              }}
            >
              {t('contractRead', { id: contract.id })}
            </CheckField>
            {missingRead && !read && (
              <p className="hub-field-error" id={errorId} part="error">
                {t('contractReadRequired')}
              </p>
            )}
          </div>
          {status === 'failed' && (
            <p className="hub-alert" data-tone="error" role="alert" part="alert">
              {held.text}
            </p>
          )}
          <div className="hub-row">
            <button
              type="button"
              className="hub-button"
              part="button"
              aria-disabled={status === 'sending' || held.waitLeft > 0 || undefined}
              onClick={() => void accept()}
            >
              {status === 'sending' ? t('accepting') : t('accept')}
              <WaitLeft left={held.waitLeft} />
            </button>
          </div>
        </>
      )}
    </li>
  );
}

/** The company's contracts (`GET contracts`), each read and accepted (`PUT contracts`), by its CNPJ or CUIT. */
export function Contracts({ company }: { company: RentalCompanyKey }) {
  const { context } = useWidget();
  const t = useT(userMessages);
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const contracts = useResource(`rental-contracts:${rentalCompanyId(company)}`, (signal) =>
    getRentalContracts(context, company, signal),
  );
  return (
    <section className="hub-stack" aria-labelledby="rental-contracts-title">
      <h3 className="hub-subtitle" id="rental-contracts-title">
        {t('contractsTitle')}
      </h3>
      {contracts.status === 'error' && (
        <LoadFailed failure={contracts.failure} message={t('contractsFailed')} onRetry={contracts.retry} />
      )}
      {contracts.status === 'loading' && (
        <Skeleton lines={2}>
          <p className="hub-hint">{t('contractsLoading')}</p>
        </Skeleton>
      )}
      {contracts.status === 'success' &&
        (contracts.data.length === 0 ? (
          <p className="hub-hint">{t('contractsEmpty')}</p>
        ) : (
          <ul className="rental-list">
            {contracts.data.map((contract) => (
              <Contract
                key={contract.id}
                company={company}
                contract={{ ...contract, accepted: contract.accepted || accepted.has(contract.id) }}
                onAccepted={() => setAccepted((ids) => new Set(ids).add(contract.id))}
              />
            ))}
          </ul>
        ))}
    </section>
  );
}
