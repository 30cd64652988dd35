// "Sessions and tickets" of an event service (docs/adr/043): its sessions (one a day, start time, places) and ticket
// types (names, seating, price), saved together; the event page and its sessions follow at once. What has sales stays:
// a sold session keeps its date and places at least what is sold, a sold ticket type can be renamed and repriced.
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { ApiError } from '@mp/shared/api';
import { toastStore } from '@mp/shared/stores';
import { lisbonToday } from '@mp/shared/domain';
import { Button, ErrorState, Spinner } from '@mp/shared/ui';
import type { PartnerEventOffer } from '@mp/shared/contracts';
import { useEventOffer } from './api/get-event-offer';
import { useSaveEventOffer } from './api/save-event-offer';
import { bodyOf, draftOf, newSession, newTicketType, serverErrorsOf, type EventOfferDraft } from './event-offer-draft';
import { EventSessionRows } from './event-session-rows';
import { EventTicketTypeRows } from './event-ticket-type-rows';
import { SectionForm } from './section-form';

/** The control to focus for an error: a field's input, a row's first field, or a list's add button. */
const focusIdOf = (field: string) => {
  if (field === 'sessions') return 'event-add-session';
  if (field === 'ticket_types') return 'event-add-ticket-type';
  if (/^sessions\.\d+$/.test(field)) return `event-${field}.date`;
  if (/^ticket_types\.\d+$/.test(field)) return `event-${field}.name_en`;
  return `event-${field}`;
};

export function EventOfferSection({ serviceId }: { serviceId: number }): ReactNode {
  const offer = useEventOffer(serviceId);
  if (offer.isPending) return <Spinner />;
  if (offer.error) return <ErrorState onRetry={() => void offer.refetch()} />;
  return <EventOfferForm serviceId={serviceId} offer={offer.data} />;
}

function EventOfferForm({ serviceId, offer }: { serviceId: number; offer: PartnerEventOffer }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const save = useSaveEventOffer(serviceId);
  const [draft, setDraft] = useState<EventOfferDraft>(() => draftOf(offer));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const focus = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
  const showErrors = (fields: Record<string, string>) => {
    setErrors(fields);
    const first = Object.keys(fields)[0];
    if (first) focus(focusIdOf(first));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = bodyOf(draft);
    if ('errors' in read) {
      showErrors(Object.fromEntries(Object.entries(read.errors).map(([k, key]) => [k, t(`eventOffer.${key}`)])));
      return;
    }
    setErrors({});
    save.mutate(read.body, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        toastStore.getState().show({ message: t('eventOffer.saved'), kind: 'success' });
      },
      onError: (e) => {
        if (!(e instanceof ApiError && e.status === 422)) {
          toastStore.getState().show({ message: t('eventOffer.failed'), kind: 'error' });
          return;
        }
        const { fields, rest } = serverErrorsOf(e.errors, draft);
        showErrors(fields);
        toastStore.getState().show({ message: [t('eventOffer.failed'), ...rest].join(' '), kind: 'error' });
      },
    });
  };

  return (
    <SectionForm noValidate onSubmit={submit} aria-labelledby="event-offer-title">
      <h2 id="event-offer-title">{t('eventOffer.title')}</h2>
      <p>{t('eventOffer.intro')}</p>
      <EventSessionRows
        sessions={draft.sessions}
        errors={errors}
        onChange={(sessions) => setDraft((d) => ({ ...d, sessions }))}
        onAdd={() => {
          setDraft((d) => ({ ...d, sessions: [...d.sessions, newSession(d.sessions, lisbonToday())] }));
          focus(`event-sessions.${draft.sessions.length}.date`);
        }}
        onRemove={(index) => {
          setDraft((d) => ({ ...d, sessions: d.sessions.filter((_, i) => i !== index) }));
          setErrors({});
          focus('event-add-session');
        }}
      />
      <EventTicketTypeRows
        ticketTypes={draft.ticket_types}
        errors={errors}
        onChange={(ticket_types) => setDraft((d) => ({ ...d, ticket_types }))}
        onAdd={() => {
          setDraft((d) => ({ ...d, ticket_types: [...d.ticket_types, newTicketType()] }));
          focus(`event-ticket_types.${draft.ticket_types.length}.name_en`);
        }}
        onRemove={(index) => {
          setDraft((d) => ({ ...d, ticket_types: d.ticket_types.filter((_, i) => i !== index) }));
          setErrors({});
          focus('event-add-ticket-type');
        }}
      />
      <div>
        <Button type="submit" busy={save.isPending}>
          {t('eventOffer.save')}
        </Button>
      </div>
    </SectionForm>
  );
}
