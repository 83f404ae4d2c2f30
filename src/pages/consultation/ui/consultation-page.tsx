import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import {
  BHK_OPTIONS,
  BUDGET_BANDS,
  FLOOR_PLAN_ACCEPT,
  formatSlot,
  HOME_TYPES,
  istDay,
  manageBookingPath,
  ROOMS,
  type BookingPlace,
} from '@/entities/booking';
import { COMPANY } from '@/shared/config/company';
import { useBridgedMachine } from '@/shared/lib/use-bridged-machine';
import { useHydrated } from '@/shared/lib/use-hydrated';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { FileField, SelectField, TextField, useKeepTypedBeforeHydration } from '@/shared/ui/form';
import { BUDGET_LABELS, FLOW_COPY, HOME_TYPE_LABELS, PLACE_OPTIONS, ROOM_LABELS, useBookingText } from '@/entities/booking';
import {
  bookingFlowMachine,
  clearBookingDraft,
  readBookingDraft,
  saveBookingDraft,
  SlotPicker,
  useCreateBookingMutation,
  type BookingDone,
  type BookingDraft,
  type FlowField,
  type FlowValues,
  type SubmitInput,
} from '@/features/booking';
import '@/features/booking/styles';

const STEP_OF = { place: 0, slot: 1, home: 2, contact: 3, submitting: 3 } as const;

/** How to book without JavaScript: by phone or WhatsApp (React leaves `<noscript>` alone in the browser). */
function BookWithoutJavaScript() {
  const { t } = useBookingText();
  const phone = { phone: COMPANY.phoneDisplay };
  const whatsapp = `https://wa.me/${COMPANY.whatsapp}?${new URLSearchParams({ text: t(FLOW_COPY.whatsappText) }).toString()}`;
  return (
    <noscript>
      <div className="alert alert-info">
        <p>{t(FLOW_COPY.noScript, phone)}</p>
        <p className="mb-0">
          <a className="btn btn-primary me-2" href={`tel:+91${COMPANY.phone}`}>
            {t(FLOW_COPY.call, phone)}
          </a>
          <a className="btn btn-outline-primary" href={whatsapp}>
            {t(FLOW_COPY.whatsapp)}
          </a>
        </p>
      </div>
    </noscript>
  );
}


/** The values as the server reads them: multipart, rooms as `living,kitchen`, the floor plan as a file. */
function bookingFormData(values: FlowValues, floorPlan: File | null): FormData {
  const body = new FormData();
  for (const [field, value] of Object.entries(values)) {
    if (field === 'day' || value === '') continue;
    body.append(field, value);
  }
  if (floorPlan) body.append('floorPlan', floorPlan);
  return body;
}

/**
 * `persist`: keep the values in sessionStorage (only once the saved ones were read back, never over them).
 * `onTypedBeforeHydration`: told, as the server's form hydrates, what the visitor chose in it before (a
 * place, a radio React leaves checked but does not report), so the flow restored after it keeps that choice.
 * It must keep its identity between renders.
 */
function BookingFlow({
  draft,
  persist,
  onTypedBeforeHydration,
}: {
  draft: BookingDraft;
  persist: boolean;
  onTypedBeforeHydration?: (field: FlowField, value: string) => void;
}) {
  const { t, dated } = useBookingText();
  const [book] = useCreateBookingMutation();
  const floorPlan = useRef<File | null>(null);
  const [floorPlanFile, setFloorPlanFile] = useState<File | null>(null);
  const machine = useMemo(
    () =>
      bookingFlowMachine.provide({
        actors: {
          submitBooking: fromPromise<BookingDone, SubmitInput>(({ input }) => book(bookingFormData(input.values, floorPlan.current)).unwrap()),
        },
      }),
    [book],
  );
  const [state, send] = useBridgedMachine(machine, { id: 'booking-flow', input: { values: draft.values } });
  const { values, failure, nearest, done } = state.context;
  // The schema's and the server's messages in the page's language.
  const errors = Object.fromEntries(Object.entries(state.context.errors).map(([field, message]) => [field, message && t(message)])) as typeof state.context.errors;
  const step = state.matches('done') ? null : STEP_OF[state.value as keyof typeof STEP_OF];
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const firstRender = useRef(true);
  const keepTyped = useCallback(
    (field: FlowField, value: string) => {
      send({ type: 'CHANGE', field, value });
      onTypedBeforeHydration?.(field, value);
    },
    [send, onTypedBeforeHydration],
  );
  useKeepTypedBeforeHydration(form, values, keepTyped);
  // Before the script runs, a native submit would put the typed values in the address.
  const hydrated = useHydrated();

  useEffect(() => {
    if (!persist) return;
    if (state.matches('done')) clearBookingDraft();
    else saveBookingDraft(values, floorPlanFile?.name);
  }, [persist, state, values, floorPlanFile]);

  // A new step is announced by moving focus to its heading (not on the first render: the page just opened).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const change = (field: FlowField) => (value: string) => send({ type: 'CHANGE', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'NEXT' });
  };

  if (done) {
    return (
      <section aria-labelledby="booking-done" className="consultation-done">
        <h2 id="booking-done" ref={heading} tabIndex={-1}>
          {t(FLOW_COPY.doneTitle)}
        </h2>
        <p role="status">{t(done.message)}</p>
        <dl>
          <dt>{t(FLOW_COPY.doneWhen)}</dt>
          <dd>{dated(formatSlot(done.booking.start))}</dd>
          <dt>{t(FLOW_COPY.doneWhere)}</dt>
          <dd>{done.booking.where}</dd>
        </dl>
        <p>{t(FLOW_COPY.doneManage)}</p>
        <p>
          <Link to={manageBookingPath(done.manageToken)} className="btn btn-outline-primary">
            {t(FLOW_COPY.doneManageLink)}
          </Link>
        </p>
      </section>
    );
  }

  const current = step ?? 0;
  const stepName = t(FLOW_COPY.steps[current]);
  const busy = state.matches('submitting');
  return (
    <form ref={form} onSubmit={submit} noValidate aria-busy={busy || undefined} className="consultation-flow">
      <ol className="consultation-steps" aria-label={t(FLOW_COPY.stepsLabel)}>
        {FLOW_COPY.steps.map((name, index) => (
          <li key={name} aria-current={index === current ? 'step' : undefined} className={index <= current ? 'is-reached' : undefined}>
            {t(name)}
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className="h4">
        {t(FLOW_COPY.stepOf, { step: current + 1, total: FLOW_COPY.steps.length, name: stepName })}
      </h2>
      {failure && (
        <p className="alert alert-warning" role="alert">
          {t(failure)}
        </p>
      )}

      {state.matches('place') && (
        <>
          <fieldset className="mb-3" aria-describedby={errors.place ? 'place-error' : undefined}>
            <legend className="h6">{t(FLOW_COPY.placeLegend)}</legend>
            {PLACE_OPTIONS.map((option) => (
              <div className="form-check consultation-place" key={option.value}>
                <input
                  className="form-check-input"
                  type="radio"
                  name="place"
                  id={`place-${option.value}`}
                  value={option.value}
                  checked={values.place === option.value}
                  onChange={() => send({ type: 'CHANGE', field: 'place', value: option.value })}
                />
                <label className="form-check-label" htmlFor={`place-${option.value}`}>
                  <strong>{t(option.label)}</strong>
                  <span className="d-block small">{t(option.hint)}</span>
                </label>
              </div>
            ))}
            {errors.place && (
              <p id="place-error" className="invalid-feedback d-block" role="alert">
                {errors.place}
              </p>
            )}
          </fieldset>
          {values.place === 'site' && (
            <TextField label={t(FLOW_COPY.siteAddress)} name="siteAddress" rows={2} value={values.siteAddress} onChange={change('siteAddress')} error={errors.siteAddress} autoComplete="street-address" required />
          )}
        </>
      )}

      {state.matches('slot') && values.place && (
        <SlotPicker
          place={values.place as BookingPlace}
          day={values.day}
          start={values.start}
          nearest={nearest}
          error={errors.start}
          onDay={change('day')}
          onSlot={(slot) => {
            if (istDay(slot.start) !== values.day) send({ type: 'CHANGE', field: 'day', value: istDay(slot.start) });
            send({ type: 'CHANGE', field: 'start', value: slot.start });
          }}
        />
      )}

      {state.matches('home') && (
        <>
          <SelectField placeholder="—" label={t(FLOW_COPY.homeType)} name="homeType" value={values.homeType} options={HOME_TYPES.map((value) => ({ value, label: t(HOME_TYPE_LABELS[value]) }))} onChange={change('homeType')} error={errors.homeType} />
          <SelectField placeholder="—" label={t(FLOW_COPY.bhk)} name="bhk" value={values.bhk} options={BHK_OPTIONS.map((value) => ({ value, label: value }))} onChange={change('bhk')} error={errors.bhk} />
          <TextField label={t(FLOW_COPY.area)} name="areaSqft" type="text" inputMode="numeric" value={values.areaSqft} onChange={change('areaSqft')} error={errors.areaSqft} />
          <SelectField placeholder="—" label={t(FLOW_COPY.budget)} name="budgetBand" value={values.budgetBand} options={BUDGET_BANDS.map((value) => ({ value, label: t(BUDGET_LABELS[value]) }))} onChange={change('budgetBand')} error={errors.budgetBand} />
          <fieldset className="mb-3" aria-describedby={errors.rooms ? 'rooms-error' : undefined}>
            <legend className="h6">{t(FLOW_COPY.rooms)}</legend>
            {ROOMS.map((room) => {
              const chosen = values.rooms.split(',').filter(Boolean);
              return (
                <div className="form-check form-check-inline" key={room}>
                  <input
                    className="form-check-input"
                    type="checkbox"
                    id={`room-${room}`}
                    checked={chosen.includes(room)}
                    onChange={(event) =>
                      send({ type: 'CHANGE', field: 'rooms', value: (event.target.checked ? [...chosen, room] : chosen.filter((other) => other !== room)).join(',') })
                    }
                  />
                  <label className="form-check-label" htmlFor={`room-${room}`}>
                    {t(ROOM_LABELS[room])}
                  </label>
                </div>
              );
            })}
            {errors.rooms && (
              <p id="rooms-error" className="invalid-feedback d-block" role="alert">
                {errors.rooms}
              </p>
            )}
          </fieldset>
          <FileField
            label={t(FLOW_COPY.floorPlan)}
            name="floorPlan"
            accept={FLOOR_PLAN_ACCEPT}
            value={floorPlanFile}
            error={errors.floorPlan}
            help={!floorPlanFile && draft.floorPlanName ? t(FLOW_COPY.floorPlanLost) : undefined}
            onChange={(file) => {
              floorPlan.current = file;
              setFloorPlanFile(file);
              send({ type: 'ATTACH', file: file ? { name: file.name, size: file.size } : null });
            }}
          />
          {values.estimate && (
            <p className="small consultation-estimate">
              {t(FLOW_COPY.estimate)} <span>{values.estimate}</span>
            </p>
          )}
        </>
      )}

      {(state.matches('contact') || busy) && (
        <>
          <TextField label={t(FLOW_COPY.name)} name="name" value={values.name} onChange={change('name')} error={errors.name} autoComplete="name" required />
          <TextField label={t(FLOW_COPY.phone)} name="phone" type="tel" value={values.phone} onChange={change('phone')} error={errors.phone} autoComplete="tel" inputMode="tel" required />
          <TextField label={t(FLOW_COPY.email)} name="email" type="email" value={values.email} onChange={change('email')} error={errors.email} autoComplete="email" required />
          {values.start && <p className="small">{t(FLOW_COPY.chosen, { when: dated(formatSlot(values.start)) })}</p>}
        </>
      )}

      <div className="consultation-actions">
        {current > 0 && (
          <button type="button" className="btn btn-outline-secondary" onClick={() => send({ type: 'BACK' })} disabled={busy || !hydrated}>
            {t(FLOW_COPY.back)}
          </button>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy || !hydrated}>
          {t(busy ? FLOW_COPY.submitting : current === 3 ? FLOW_COPY.submit : FLOW_COPY.next)}
        </button>
      </div>
    </form>
  );
}

/**
 * `/consultation`: the booking flow. Rendered on the server with the first step (and how to book by
 * phone without JavaScript); in the browser the values a visitor typed before a reload come back from
 * sessionStorage, and the estimate (from the estimator's result) from the address.
 */
export function ConsultationPage() {
  const { t } = useBookingText();
  useDocumentTitle(t(FLOW_COPY.title));
  const [params] = useSearchParams();
  const fromAddress = useMemo(() => {
    const values: BookingDraft['values'] = {};
    const estimate = params.get('estimate');
    const place = params.get('place');
    if (estimate) values.estimate = estimate.slice(0, 500);
    if (place && PLACE_OPTIONS.some((option) => option.value === place)) values.place = place;
    return values;
  }, [params]);
  const [draft, setDraft] = useState<BookingDraft | null>(null);
  // A choice made in the server's form before it hydrated wins over the saved draft and the address.
  const typedEarly = useRef<Partial<FlowValues>>({});
  const keepTypedEarly = useCallback((field: FlowField, value: string) => {
    typedEarly.current[field] = value;
  }, []);

  useEffect(() => {
    const saved = readBookingDraft();
    setDraft({ ...saved, values: { ...saved.values, ...fromAddress, ...typedEarly.current } });
  }, [fromAddress]);

  return (
    <section className="container consultation-page py-4">
      <h1>{t(FLOW_COPY.title)}</h1>
      <p>{t(FLOW_COPY.intro)}</p>
      <BookWithoutJavaScript />
      <BookingFlow
        key={draft ? 'restored' : 'first'}
        draft={draft ?? { values: fromAddress }}
        persist={draft !== null}
        onTypedBeforeHydration={keepTypedEarly}
      />
    </section>
  );
}
