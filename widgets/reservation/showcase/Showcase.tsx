import { useEffect, useState } from 'react';
import { getStates } from '../../../api/location.ts';
import {
  type Campaign,
  type CampaignDealer,
  getAvailability,
  getCampaignDealers,
  getCampaignDealersByRadius,
  getCampaigns,
} from '../../../api/reservations.ts';
import { SelectField } from '../../../core/form/fields/SelectField.tsx';
import { LoadFailed } from '../../../core/form/LoadFailed.tsx';
import { Skeleton } from '../../../core/form/Skeleton.tsx';
import { formatMoney } from '../../../core/format.ts';
import { marketInfo } from '../../../core/markets.ts';
import { useWidget } from '../../../core/WidgetContext.tsx';
import type { FinancedCar } from '../../../domain/car/financedCar.ts';
import type { ReservationT } from '../i18n.ts';

interface Props {
  t: ReservationT;
  car: FinancedCar;
  radius: number;
  onReserve: (campaign: Campaign, dealer: CampaignDealer) => void;
}

type Load =
  | { state: 'loading' }
  | { state: 'failed'; failure: unknown }
  | { state: 'ready'; campaign: Campaign | null; quantity: number; stateNames: Map<string, string> };

/** The showcase: the car, its campaign and availability, and the campaign's dealers to reserve with. */
export function Showcase({ t, car, radius, onReserve }: Props) {
  const { context } = useWidget();
  const scope = context;
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [dealers, setDealers] = useState<CampaignDealer[]>([]);
  const [dealer, setDealer] = useState('');
  const [showError, setShowError] = useState(false);
  const [located, setLocated] = useState<'no' | 'yes' | 'refused'>('no');
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState('');

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads on car change or retry
  useEffect(() => {
    let live = true;
    setLoad({ state: 'loading' });
    (async () => {
      // The states' (provinces') names: without them the codes are shown.
      const names = getStates(scope).catch(() => []);
      const list = await getCampaigns(scope);
      const campaign = list.find((c) => c.mvsCodes.includes(car.mvs)) ?? null;
      const stock = campaign
        ? await getAvailability(scope, car.mvs, car.year, car.colorCode).catch(() => ({ quantity: 0 }))
        : { quantity: 0 };
      const found = campaign ? await getCampaignDealers(scope, campaign.id) : [];
      const stateNames = new Map((await names).map((s) => [s.code, s.name]));
      if (!live) return;
      setDealers(found);
      setLoad({ state: 'ready', campaign, quantity: stock.quantity, stateNames });
    })().catch((failure: unknown) => live && setLoad({ state: 'failed', failure }));
    return () => {
      live = false;
    };
  }, [scope, car.mvs, car.year, car.colorCode, attempt]);

  if (load.state === 'loading')
    return (
      <Skeleton className="hub-stack" lines={3}>
        <p role="status">{t('loading')}</p>
      </Skeleton>
    );
  if (load.state === 'failed')
    return (
      <LoadFailed
        failure={load.failure}
        message={t('genericError')}
        onRetry={() => setAttempt((n) => n + 1)}
        retryLabel={t('retry')}
      />
    );
  const { campaign, quantity, stateNames } = load;
  const states = [...new Set(dealers.map((d) => d.stateCode ?? d.state ?? ''))]
    .filter(Boolean)
    .map((code) => ({ value: code, label: stateNames.get(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, marketInfo(context.market).locale));
  const shown = located === 'yes' ? dealers : dealers.filter((d) => (d.stateCode ?? d.state) === state);
  const money = (value: number) => formatMoney(value, context.market);
  const nearby = () => {
    if (!campaign || !navigator.geolocation) return setLocated('refused');
    navigator.geolocation.getCurrentPosition(
      (position) =>
        getCampaignDealersByRadius(
          scope,
          campaign.id,
          position.coords.latitude,
          position.coords.longitude,
          radius,
        ).then(
          (found) => {
            setDealers(found);
            setDealer('');
            setLocated('yes');
          },
          () => setLocated('refused'),
        ),
      () => setLocated('refused'),
    );
  };
  return (
    <form
      className="hub-stack"
      noValidate
      aria-labelledby="rsv-showcase-title"
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = dealers.find((d) => d.dealerCode === dealer);
        if (!campaign || !chosen) return setShowError(true);
        onReserve(campaign, chosen);
      }}
    >
      <h2 className="hub-title" id="rsv-showcase-title">
        {t('showcaseTitle')}
      </h2>
      <div className="hub-card rsv-summary">
        <p>{t('price', { price: money(car.price) })}</p>
        {campaign && (
          <>
            <p>
              {t('campaign')}: {campaign.name}
            </p>
            <p>{t('reservationAmount', { amount: money(campaign.reservationAmount) })}</p>
            <p className="hub-hint">{t('deducted')}</p>
          </>
        )}
        <p data-available={quantity > 0 ? '' : undefined}>
          {quantity > 0 ? t('available', { count: quantity }) : t('unavailable')}
        </p>
      </div>
      {campaign && quantity > 0 && (
        <>
          <fieldset
            className="hub-fieldset"
            aria-describedby={showError && !dealer ? 'rsv-dealer-error' : undefined}
          >
            <legend className="hub-legend">
              {located === 'yes' ? t('nearby', { radius }) : t('dealer')}
            </legend>
            {located !== 'yes' && (
              <SelectField
                name="state"
                label={t('state')}
                placeholder={t('chooseState')}
                value={state}
                options={states}
                onChange={(s) => {
                  setState(s);
                  setDealer('');
                }}
              />
            )}
            {dealers.length === 0 && <p>{t('noDealers')}</p>}
            <div className="hub-stack rsv-dealers">
              {shown.map((d) => (
                <label key={d.dealerCode} className="hub-check">
                  <input
                    type="radio"
                    name="dealer"
                    value={d.dealerCode}
                    checked={dealer === d.dealerCode}
                    onChange={() => setDealer(d.dealerCode)}
                  />
                  <span>
                    {d.name}
                    {d.cityName || d.city ? ` — ${d.cityName ?? d.city}` : ''}
                    {d.distanceKm !== undefined ? ` (${t('distance', { km: d.distanceKm })})` : ''}
                  </span>
                </label>
              ))}
            </div>
            {showError && !dealer && (
              <p className="hub-field-error" id="rsv-dealer-error" role="alert">
                {t('dealerRequired')}
              </p>
            )}
          </fieldset>
          <div className="hub-row">
            <button type="button" className="hub-button" data-variant="secondary" onClick={nearby}>
              {t('useLocation')}
            </button>
            <button type="submit" className="hub-button">
              {t('reserveThis')}
            </button>
          </div>
          {located === 'refused' && (
            <p className="hub-alert" data-tone="warning" role="status">
              {t('locationRefused')}
            </p>
          )}
        </>
      )}
    </form>
  );
}
