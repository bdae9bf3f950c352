import { useId, useRef, useState } from 'react';
import { getSelf } from '../../api/users.ts';
import { getFidelityVouchers } from '../../api/vouchers.ts';
import { getCookie } from '../../core/cookies.ts';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../core/form/Skeleton.tsx';
import { useFormState } from '../../core/form/useFormState.ts';
import { validateForm } from '../../core/form/validateForm.ts';
import { formatMoney } from '../../core/format.ts';
import { useResource } from '../../core/useResource.ts';
import { useT, useWidget } from '../../core/WidgetContext.tsx';
import { CpfSchema, cpfMask, onlyDigits } from '../../validators/index.ts';
import { type VoucherT, voucherAreaMessages } from './i18n.ts';
import { LoyaltyVouchers } from './LoyaltyVouchers.tsx';
import { RewardRedemption } from './RewardRedemption.tsx';
import { VoucherCard } from './VoucherCard.tsx';
import { groupOf, toFidelityVouchers, type Voucher } from './voucher.ts';
import type { VoucherAreaProps } from './voucher-area.spec.ts';

export type { VoucherAreaProps } from './voucher-area.spec.ts';

function VoucherList({
  title,
  empty,
  vouchers,
  cpf,
  t,
}: {
  title: string;
  empty: string;
  vouchers: Voucher[];
  cpf: string | null;
  t: VoucherT;
}) {
  const id = useId();
  return (
    <section className="hub-stack" aria-labelledby={id}>
      <h3 className="hub-subtitle" id={id}>
        {title}
      </h3>
      {vouchers.length === 0 ? (
        <p className="hub-text-muted">{empty}</p>
      ) : (
        // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics with list-style: none (themes/README.md)
        <ul className="hub-list hub-stack" role="list">
          {vouchers.map((v) => (
            <VoucherCard key={v.id} voucher={v} cpf={cpf} t={t} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The signed-in area's bonus vouchers: fidelity vouchers of the user's CPF, how to use, rewards redemption. */
export function VoucherArea(_props: VoucherAreaProps) {
  const { context } = useWidget();
  const t = useT(voucherAreaMessages);
  const signedIn = Boolean(getCookie(context.authCookie));
  const profile = useResource(signedIn && context.services.users ? 'self' : null, (signal) =>
    getSelf(context, signal),
  );
  // The CPF asked of a profile without one; a valid one lists its vouchers, and another can follow.
  const cpfFormRef = useRef<HTMLFormElement>(null);
  const cpfForm = useFormState({
    initial: { cpf: '' },
    validate: (values) => validateForm(values, { cpf: CpfSchema }, context.market),
    repeatable: true,
    focusRoot: () => cpfFormRef.current,
  });
  const [cpf, setCpf] = useState<string | null>(null);
  const showCpf = () =>
    void cpfForm.submit(async (values) => {
      setCpf(values.cpf);
      return 'sent';
    });
  const profileCpf = profile.status === 'success' ? profile.data.cpf : null;
  const activeCpf = profileCpf ?? cpf;
  const vouchers = useResource(
    signedIn && activeCpf ? `cpf:${onlyDigits(activeCpf)}` : null,
    async (signal) => toFidelityVouchers(await getFidelityVouchers(context, activeCpf!, signal)),
  );
  // Generated vouchers come back from 'redeemed' as active; each is listed by its own status.
  const inGroup = (group: ReturnType<typeof groupOf>) =>
    vouchers.status === 'success'
      ? [...vouchers.data.available, ...vouchers.data.redeemed].filter((v) => groupOf(v) === group)
      : [];
  // Validated as typed, and after any press of the button (a CPF chosen means one was pressed).
  const cpfError =
    cpfForm.values.cpf || cpfForm.attempted > 0 || cpf !== null ? cpfForm.allErrors.cpf : undefined;

  if (!signedIn)
    return (
      <div className="hub-stack voucher-area">
        <h2 className="hub-title">{t('title')}</h2>
        <div className="hub-alert" data-tone="info" part="alert">
          <p className="hub-subtitle">{t('signedOut')}</p>
          <p>{t('signedOutDetail')}</p>
        </div>
      </div>
    );

  // The CPF is asked only of a profile without one (a failing profile gets the message and a retry).
  const askCpf = (profile.status === 'success' || profile.status === 'idle') && !profileCpf;
  return (
    <div
      className="hub-stack voucher-area"
      aria-busy={profile.status === 'loading' || vouchers.status === 'loading' || undefined}
    >
      <h2 className="hub-title">{t('title')}</h2>
      <p className="hub-text-muted">{t('intro')}</p>
      {askCpf && (
        <form
          ref={cpfFormRef}
          className="hub-stack"
          part="form"
          noValidate
          aria-label={t('showVouchers')}
          onSubmit={(event) => {
            event.preventDefault();
            showCpf();
          }}
        >
          <TextField
            name="cpf"
            label={t('cpf')}
            hint={t('cpfHint')}
            required
            value={cpfForm.values.cpf}
            onChange={(value) => cpfForm.update('cpf', value)}
            mask={cpfMask}
            inputMode="numeric"
            error={cpfError}
          />
          <div className="hub-row">
            <button type="submit" className="hub-button" part="button">
              {t('showVouchers')}
            </button>
          </div>
        </form>
      )}
      {(profile.status === 'loading' || vouchers.status === 'loading') && (
        <Skeleton>
          <p className="hub-hint" role="status">
            {t('loading')}
          </p>
        </Skeleton>
      )}
      {profile.status === 'error' && <LoadFailed message={t('failure')} onRetry={profile.retry} />}
      {vouchers.status === 'error' && <LoadFailed message={t('failure')} onRetry={vouchers.retry} />}
      {vouchers.status === 'success' && (
        <>
          {vouchers.data.maxDiscount !== null && vouchers.data.maxDiscount > 0 && (
            <p className="hub-alert" data-tone="info" part="alert">
              {t('maxDiscount', { value: formatMoney(vouchers.data.maxDiscount, context.market) })}.{' '}
              {t('discountRule')}
            </p>
          )}
          <VoucherList
            title={t('available')}
            empty={t('noAvailable')}
            vouchers={inGroup('available')}
            cpf={activeCpf}
            t={t}
          />
          <VoucherList
            title={t('active')}
            empty={t('noActive')}
            vouchers={inGroup('active')}
            cpf={activeCpf}
            t={t}
          />
          <VoucherList
            title={t('past')}
            empty={t('noPast')}
            vouchers={inGroup('past')}
            cpf={activeCpf}
            t={t}
          />
        </>
      )}
      {activeCpf && <LoyaltyVouchers cpf={activeCpf} t={t} onIssued={vouchers.retry} />}
      <section className="hub-stack" aria-label={t('howToUse')}>
        <h3 className="hub-subtitle">{t('howToUse')}</h3>
        <ol className="voucher-steps">
          <li>{t('howToUse1')}</li>
          <li>{t('howToUse2')}</li>
          <li>{t('howToUse3')}</li>
        </ol>
      </section>
      {activeCpf && <RewardRedemption cpf={activeCpf} t={t} />}
    </div>
  );
}
