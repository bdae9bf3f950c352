import { useEffect, useState } from 'react';
import { listUserProposals, type UserProposal } from '../../api/funding.ts';
import { getSelf, type UserProfile } from '../../api/users.ts';
import { getCookie } from '../../core/cookies.ts';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { SignInPrompt } from '../../core/form/SignInPrompt.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import type { AccountProps } from './account.spec.ts';
import { Completion } from './completion/Completion.tsx';
import { type CompletionStep, completionStart } from './completion/completionSteps.ts';
import { Credentials } from './credentials/Credentials.tsx';
import { Documents } from './documents/Documents.tsx';
import { useOwnOrders } from './documents/useOwnOrders.ts';
import { accountMessages } from './i18n.ts';
import { Journey } from './journey/Journey.tsx';
import { Standing } from './more/Standing.tsx';
import { PersonalData } from './personal-data/PersonalData.tsx';
import { Proposals } from './proposals/Proposals.tsx';

export type { AccountProps } from './account.spec.ts';

/**
 * The signed-in user's account, section by section: personal data, profile completion, credentials,
 * proposals, documents, the document journey and the account's standing. Signed out: a sign-in prompt.
 */
export function Account({ loginUrl }: AccountProps) {
  const { context } = useWidget();
  const t = useT(accountMessages);
  const signedIn = Boolean(getCookie(context.authCookie));
  const loaded = useResource(signedIn ? 'users/self' : null, (signal) => getSelf(context, signal));
  const [profile, setProfile] = useState<UserProfile | null>(null);
  const proposals = useResource(signedIn && context.services.funding ? 'proposals/self' : null, (signal) =>
    listUserProposals(context, signal),
  );
  // The documents keep the last list while it is read again after an upload (their forms stay put).
  const [proposalList, setProposalList] = useState<UserProposal[] | null>(null);
  useEffect(() => {
    if (proposals.status === 'success') setProposalList(proposals.data);
  }, [proposals.status, proposals.data]);
  const orders = useOwnOrders(profile);
  // Where the completion resumes, decided once on the loaded profile (it stays shown to its end).
  const [completion, setCompletion] = useState<CompletionStep | null>(null);
  useEffect(() => {
    if (loaded.status !== 'success') return;
    setProfile(loaded.data);
    setCompletion(completionStart(loaded.data, context.country === 'AR' ? 'AR' : 'BR', context.market));
  }, [loaded.status, loaded.data, context]);

  if (!signedIn)
    return (
      <SignInPrompt
        className="account"
        title={t('title')}
        text={t('signedOut')}
        signIn={t('signIn')}
        loginUrl={loginUrl}
      />
    );

  return (
    <div className="hub-stack account" aria-busy={loaded.status === 'loading' || undefined}>
      <h2 className="hub-title">{t('title')}</h2>
      {!profile && loaded.status === 'error' && (
        <LoadFailed failure={loaded.failure} message={t('failure')} onRetry={loaded.retry} />
      )}
      {!profile && loaded.status !== 'error' && (
        <Skeleton lines={3}>
          <p className="hub-hint" role="status">
            {t('loading')}
          </p>
        </Skeleton>
      )}
      {profile && completion && <Completion profile={profile} start={completion} onSaved={setProfile} />}
      {profile && <PersonalData profile={profile} onSaved={setProfile} />}
      {profile && <Credentials profile={profile} />}
      {profile && context.services.funding && <Proposals proposals={proposals} />}
      {profile && (proposalList || orders.list || orders.failed) && (
        <Documents proposals={proposalList ?? []} onChanged={proposals.retry} orders={orders} />
      )}
      {profile && context.services.journey && <Journey profile={profile} />}
      {profile && <Standing profile={profile} />}
    </div>
  );
}
