import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { whatsappMessage, whatsappUrl } from '@/shared/lib/whatsapp';
import { PageBanner } from '@/shared/ui/page-banner';
import {
  ESTIMATE_BANNER,
  enquiryPath,
  AREA_LIMITS,
  estimate,
  estimateMessage,
  FINISHES,
  areaWarning,
  formatLakhRange,
  formatRateRange,
  formatRupeeRange,
  HOME_TYPES,
  servicesFor,
  type Finish,
  type HomeType,
  type ServiceKey,
  estimateText,
} from '@/features/services';
import '@/features/services/styles';
import { sitePath } from '@/shared/config/site-paths';
import { groupIndian } from '@/shared/lib/indian-number';
import { useText } from '@/shared/i18n';
import { NoScriptSubmit, SelectField } from '@/shared/ui/form';


interface ChoiceProps {
  id: string;
  type: 'radio' | 'checkbox';
  name?: string;
  value?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  /** What the choice means, read out after its label. */
  description: string;
}

/** One radio or check box of the estimator, with its label and the text that describes it. */
function Choice({ id, type, name, value, checked, onChange, label, description }: ChoiceProps) {
  return (
    <div className="form-check estimator__choice">
      <input
        id={id}
        className="form-check-input"
        type={type}
        name={name}
        value={value}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-text`}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
      <p id={`${id}-text`} className="form-text mt-0">
        {description}
      </p>
    </div>
  );
}

/** The estimator's first inputs: the address's (`?area=1050&type=3bhk&finish=standard&service=…`), else the 3 BHK defaults. */
function startingInputs(params: URLSearchParams): { areaText: string; homeType: HomeType; finish: Finish; services: ServiceKey[] } {
  const homeType = HOME_TYPES.find((option) => option.value === params.get('type'))?.value ?? '3bhk';
  const finish = FINISHES.find((option) => option.value === params.get('finish'))?.value ?? 'standard';
  const offered = servicesFor(homeType).map((service) => service.value);
  // A form sent without JavaScript names each service ticked; none of this kind of place (nothing ticked, or a
  // home's services when "office" was just chosen) gives all of its services, as the page starts with.
  const named = params.getAll('service').filter((value): value is ServiceKey => offered.includes(value as ServiceKey));
  const services = named.length > 0 ? named : offered;
  return { areaText: params.get('area')?.slice(0, 12) ?? '1050', homeType, finish, services };
}

/**
 * The estimator: carpet area, home type, finish and the services room by room → a range in lakh with its
 * breakdown, on the budget guide's figures. On a phone a bar with the total stays in view while inputs change.
 */
export function EstimatePage() {
  const t = useText(estimateText);
  useDocumentTitle(t('Interior Estimate'));
  const navigate = useNavigate();
  const ids = useId();
  // A GET form: without JavaScript it is sent, and the server renders the estimate for its inputs.
  const [params] = useSearchParams();
  const [start] = useState(() => startingInputs(params));
  const [areaText, setAreaText] = useState(start.areaText);
  const [homeType, setHomeType] = useState<HomeType>(start.homeType);
  const [finish, setFinish] = useState<Finish>(start.finish);
  const [services, setServices] = useState<ServiceKey[]>(start.services);
  const offered = servicesFor(homeType);

  const input = { area: Number(areaText.replace(/,/g, '')), homeType, finish, services };
  const result = estimate(input, t);
  const typical = HOME_TYPES.find((option) => option.value === homeType);
  const areaInvalid = !result.ok && !(input.area >= AREA_LIMITS.min && input.area <= AREA_LIMITS.max);
  const unusualArea = areaWarning(homeType, input.area, t);

  // The note names the budget guide as a link, where the language puts it.
  const note = t('Indicative only: materials, labour and supervision, excluding appliances, loose furniture, GST and the indirect expenses listed in our {{guide}}.', { guide: '\0' }).split('\0');

  const toggle = (service: ServiceKey, checked: boolean) =>
    setServices((current) => (checked ? [...current, service] : current.filter((value) => value !== service)));

  // A home and an office have different services: switching between them offers the other list, all chosen.
  const chooseType = (next: HomeType) => {
    if ((next === 'office') !== (homeType === 'office')) setServices(servicesFor(next).map((service) => service.value));
    setHomeType(next);
  };

  return (
    <div className="service-page estimate-page">
      <PageBanner title={t('Interior Estimate')} image={ESTIMATE_BANNER}>
        <p className="page-banner__subtitle">{t('A first idea of your budget in a minute, on the figures of our budget guide.')}</p>
      </PageBanner>
      <div className="container service-page__content">
        <div className="row g-4">
          <form className="col-lg-7 estimator" aria-label={t('Estimate your interior')} method="get" onSubmit={(event) => event.preventDefault()} noValidate>
            <div className="estimator__field">
              <label className="form-label" htmlFor={`${ids}-area`}>
                {t('Carpet area (sq ft)')}
              </label>
              <input
                id={`${ids}-area`}
                name="area"
                className={`form-control form-control-lg${areaInvalid ? ' is-invalid' : ''}`}
                type="number"
                inputMode="numeric"
                min={AREA_LIMITS.min}
                max={AREA_LIMITS.max}
                step={10}
                value={areaText}
                onChange={(event) => setAreaText(event.target.value)}
                aria-invalid={areaInvalid || undefined}
                aria-describedby={`${ids}-area-hint${areaInvalid ? ` ${ids}-area-error` : ''}${unusualArea ? ` ${ids}-area-warning` : ''}`}
              />
              <p id={`${ids}-area-hint`} className="form-text">
                {t('The floor area inside the walls. A typical {{type}} is about {{area}} sq ft.', { type: t(typical?.label ?? ''), area: groupIndian(typical?.typicalArea ?? 0) })}{' '}
                {typical && Number(areaText) !== typical.typicalArea && (
                  <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => setAreaText(String(typical.typicalArea))}>
                    {t('Use {{area}} sq ft', { area: groupIndian(typical.typicalArea) })}
                  </button>
                )}
              </p>
              {areaInvalid && !result.ok && (
                <p id={`${ids}-area-error`} className="invalid-feedback d-block">
                  {result.error}
                </p>
              )}
              {/* A warning, not an error: the estimate is still shown for the area typed. */}
              <p id={`${ids}-area-warning`} className="estimator__warning form-text" aria-live="polite">
                {unusualArea}
              </p>
            </div>

            <SelectField
              className="estimator__field mb-0"
              name="type"
              label={t('Home type')}
              size="lg"
              options={HOME_TYPES.map((option) => ({ value: option.value, label: t(option.label) }))}
              value={homeType}
              onChange={(value) => chooseType(value as HomeType)}
            />

            <fieldset className="estimator__field">
              <legend className="form-label">{t('Finish')}</legend>
              {FINISHES.map((option) => (
                <Choice
                  key={option.value}
                  id={`${ids}-finish-${option.value}`}
                  type="radio"
                  name="finish"
                  value={option.value}
                  checked={finish === option.value}
                  onChange={() => setFinish(option.value)}
                  label={t(option.label)}
                  description={t(option.description)}
                />
              ))}
            </fieldset>

            <fieldset className="estimator__field">
              <legend className="form-label">{t(homeType === 'office' ? 'Services wanted' : 'Services wanted, room by room')}</legend>
              {offered.map((service) => (
                <Choice
                  key={service.value}
                  id={`${ids}-service-${service.value}`}
                  type="checkbox"
                  name="service"
                  value={service.value}
                  checked={services.includes(service.value)}
                  onChange={(checked) => toggle(service.value, checked)}
                  label={t(service.label)}
                  description={t(service.covers)}
                />
              ))}
            </fieldset>

            {/* With JavaScript the estimate follows each input; without it, this sends them to the server. */}
            <NoScriptSubmit className="btn btn-outline-primary btn-lg mb-3">{t('Show my estimate')}</NoScriptSubmit>

            {/* On a phone the result sits below every input: this bar keeps the total in view meanwhile. */}
            <div className="estimate-bar d-lg-none">
              <span className="estimate-bar__label">{t('Your estimate')}</span>
              <span className="estimate-bar__range">{result.ok ? formatLakhRange(result.lakh, t) : '—'}</span>
              <a className="estimate-bar__link" href={`#${ids}-result`}>
                {t('Breakdown')}
              </a>
            </div>
          </form>

          <div className="col-lg-5">
            <section className="estimate-result" aria-labelledby={`${ids}-result`}>
              <h2 id={`${ids}-result`} className="estimate-result__title">
                {t('Your estimate')}
              </h2>
              <div aria-live="polite">
                {result.ok ? (
                  <>
                    <p className="estimate-result__range" data-testid="estimate-range">
                      {formatLakhRange(result.lakh, t)}
                    </p>
                    <p className="estimate-result__rate">{formatRateRange(result.rate, t)}</p>
                    <table className="table estimate-breakdown">
                      <caption>{t('Breakdown')}</caption>
                      <thead>
                        <tr>
                          <th scope="col">{t('Service')}</th>
                          <th scope="col" className="text-end">
                            {t('Estimate')}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {result.lines.map((line) => (
                          <tr key={line.key}>
                            <th scope="row">
                              {line.label}
                              <span className="estimate-breakdown__basis">{line.basis}</span>
                            </th>
                            <td className="text-end">{formatRupeeRange(line.total)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </>
                ) : (
                  <p className="estimate-result__error">{result.error}</p>
                )}
              </div>
              <p className="estimate-result__note">
                {note[0]}
                <Link to="/services/budget">{t('budget guide')}</Link>
                {note[1]}
              </p>
              <button
                type="button"
                className="btn btn-primary btn-lg w-100"
                disabled={!result.ok}
                onClick={() => navigate(enquiryPath(estimateMessage(input, result, t)))}
              >
                {t('Send this estimate with an enquiry')}
              </button>
              {result.ok && (
                <Link className="btn btn-outline-light w-100 mt-2" to={sitePath.consultation({ estimate: estimateMessage(input, result, t).split('\n').slice(0, 2).join(' ') })}>
                  {t('Book a free consultation with this estimate')}
                </Link>
              )}
              {result.ok && (
                <a
                  className="btn btn-outline-light w-100 mt-2"
                  href={whatsappUrl(`${t(whatsappMessage('Interior Estimate', 'my estimate'))}\n${estimateMessage(input, result, t)}`)}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('Discuss it on WhatsApp')}<span className="visually-hidden"> {t('(opens in a new tab)')}</span>
                </a>
              )}
            </section>
          </div>
        </div>
      </div>
    </div>
  );
}
