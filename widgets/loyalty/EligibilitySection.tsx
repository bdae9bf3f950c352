import { lazy, Suspense, useId, useRef, useState } from 'react';
import { recordOf } from '../../api/answers.ts';
import { getEligibility } from '../../api/loyalty.ts';
import { failureKind } from '../../core/errors.ts';
import { TextField } from '../../core/form/fields/TextField.tsx';
import { LoadFailed } from '../../core/form/LoadFailed.tsx';
import { SubmitButton } from '../../core/form/SubmitButton.tsx';
import { failedWith } from '../../core/form/sendFailure.ts';
import { useFormState } from '../../core/form/useFormState.ts';
import { useWidget } from '../../core/WidgetContext.tsx';
import { cameraSupported } from '../../domain/camera/camera.ts';
import { chassisMask } from '../../validators/index.ts';
import type { LoyaltyT } from './i18n.ts';
import { Section } from './Section.tsx';
import { vinProblem } from './vinProblem.ts';

/** The VIN scanner of hub-vin-scanner, fetched only when the member opens the camera. */
const VinScanner = lazy(() =>
  import('../vin-scanner/index.ts').then((module) => ({ default: module.VinScanner })),
);

/**
 * Eligibility of a car by VIN (`eligibility`): the VIN checked before anything is sent, typed or read
 * by the camera (on devices with one), the answer in words; a failure keeps the VIN and offers a retry.
 */
export function EligibilitySection({
  program,
  t,
  guard,
}: {
  program: string;
  t: LoyaltyT;
  guard: <T>(call: Promise<T>) => Promise<T>;
}) {
  const { context, emit } = useWidget();
  const [answer, setAnswer] = useState<{ vin: string; eligible: boolean } | null>(null);
  const [failed, setFailed] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [scanned, setScanned] = useState<string | null>(null);
  const scanButton = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const scanId = useId();
  const form = useFormState({
    initial: { vin: '' },
    validate: (values) => {
      const problem = vinProblem(values.vin);
      return problem ? { vin: t(problem) } : {};
    },
    repeatable: true,
  });
  const send = () =>
    form.submit(async ({ vin: typed }) => {
      const vin = typed.trim().toUpperCase();
      setFailed(false);
      setAnswer(null);
      try {
        const eligible = recordOf(await guard(getEligibility(context, vin)))?.eligible === true;
        setAnswer({ vin, eligible });
        emit('hub-submit-success', { form: 'loyalty-eligibility', eligible });
        return 'sent';
      } catch (failure) {
        setFailed(true);
        emit('hub-submit-error', { form: 'loyalty-eligibility', code: failureKind(failure) });
        return failedWith(failure);
      }
    });
  const busy = form.status === 'sending';
  const onDetected = (vin: string) => {
    form.update('vin', vin);
    setScanned(vin);
    setScanning(false);
    scanButton.current?.focus();
  };

  return (
    <Section title={t('eligibility')} name="eligibility">
      <p className="hub-text-muted">{t('eligibilityIntro')}</p>
      <form
        id={formId}
        className="hub-stack"
        part="form"
        noValidate
        aria-label={t('eligibility')}
        aria-busy={busy || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void send();
        }}
      >
        <TextField
          name="vin"
          label={t('vin')}
          hint={t('vinHint')}
          required
          value={form.values.vin}
          onChange={(value) => form.update('vin', value)}
          onBlur={() => form.touch('vin')}
          mask={chassisMask}
          autoComplete="off"
          error={form.errors.vin}
        />
        <div className="hub-row">
          <SubmitButton waitLeft={form.waitLeft} busy={busy} label={t('check')} busyLabel={t('checking')} />
          {cameraSupported() && (
            <button
              ref={scanButton}
              type="button"
              className="hub-button"
              data-variant="secondary"
              part="button"
              aria-expanded={scanning}
              aria-controls={scanning ? scanId : undefined}
              onClick={() => setScanning((open) => !open)}
            >
              {scanning ? t('scanClose') : t('scan')}
            </button>
          )}
        </div>
      </form>
      {scanning && (
        <section id={scanId} className="hub-card loyalty-scanner" aria-label={t('scan')}>
          <Suspense
            fallback={
              <p className="hub-hint" role="status">
                {t('scanLoading')}
              </p>
            }
          >
            <VinScanner embedded autostart onDetected={onDetected} />
          </Suspense>
        </section>
      )}
      <p className="hub-visually-hidden" role="status">
        {scanned ? t('scanned', { vin: scanned }) : ''}
      </p>
      <div role="status">
        {answer && (
          <p className="hub-alert" data-tone={answer.eligible ? 'success' : 'info'} part="alert">
            {t(answer.eligible ? 'eligible' : 'notEligible', { vin: answer.vin, program })}
          </p>
        )}
      </div>
      {failed && <LoadFailed message={t('failure')} onRetry={() => void send()} failure={form.failure} />}
    </Section>
  );
}
