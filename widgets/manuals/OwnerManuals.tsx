import { useCallback, useEffect, useState } from 'react';
import { searchManuals } from '../../api/manuals.ts';
import { getCookie } from '../../core/cookies.ts';
import { reportingUnauthorized } from '../../core/errors.ts';
import { SignInPrompt } from '../../core/form/SignInPrompt.tsx';
import { formatDate } from '../../core/format.ts';
import { useReadyWhen } from '../../core/ready-gate.ts';
import { failureOf, useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { manualsMessages } from './i18n.ts';
import { ManualLinks } from './ManualLinks.tsx';
import { ManualResults } from './ManualResults.tsx';
import { SearchBox } from './SearchBox.tsx';

interface Props {
  model?: string | undefined;
  loginUrl?: string | undefined;
}

/**
 * The owners' manuals: signed in, every manual the service offers (active, valid today, in the
 * market's language; the model's only with `model`), then what a search by model, year or name finds,
 * each with its validity and open / download links. An empty result says what to try next; a failure
 * says 'Erro ao carregar dados.' with a retry. Signed out, the sign-in prompt (the calls are bearer);
 * a sign-in the service refuses (401), the prompt to sign in again and `hub-error`.
 */
export function OwnerManuals({ model, loginUrl }: Props) {
  const { context, emit } = useWidget();
  const t = useT(manualsMessages);
  const [expired, setExpired] = useState(false);
  const signedIn = Boolean(getCookie(context.authCookie)) && !expired;
  const [text, setText] = useState('');
  const onUnauthorized = useCallback(() => setExpired(true), []);
  const found = useResource(signedIn ? `${model ?? ''}|${text}` : null, (signal) =>
    reportingUnauthorized(searchManuals(context, { text, modelCode: model }, signal), onUnauthorized),
  );
  useEffect(() => {
    if (expired) emit('hub-error', { code: 'unauthorized', message: t('sessionExpired') });
  }, [expired, emit, t]);
  useReadyWhen(!signedIn || found.status === 'success' || found.status === 'error');
  if (!signedIn)
    return (
      <SignInPrompt
        title={t('title')}
        text={expired ? t('sessionExpired') : t('signedOut')}
        signIn={t('signIn')}
        loginUrl={loginUrl}
      />
    );
  const date = (day: string) => formatDate(day, context.market);
  return (
    <div className="hub-stack" aria-busy={found.status === 'loading' || undefined}>
      <h2 className="hub-title">{t('title')}</h2>
      <SearchBox t={t} label={t('title')} busy={found.status === 'loading'} onSearch={setText} />
      <ManualResults
        t={t}
        status={found.status}
        retry={found.retry}
        failure={failureOf(found)}
        text={text}
        manuals={found.data ?? []}
        emptyNext={t('emptyNext')}
      >
        {(manual) => (
          <>
            <h3 className="manuals-name">{manual.name}</h3>
            <p className="manuals-meta">{t('validUntil', { date: date(manual.validityEnd) })}</p>
            <ManualLinks t={t} manual={manual} />
          </>
        )}
      </ManualResults>
    </div>
  );
}
