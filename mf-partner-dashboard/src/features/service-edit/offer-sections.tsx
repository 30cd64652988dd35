// The edit screen's sections for what the service form set (price and discount, price tiers, languages, cancellation
// policy, category and city, meeting point and its place on the map, notes), each drawn with the creation form's own field component.
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { formatGeoPoint, mapLink, parseGeoPoint } from '@mp/shared/domain';
import { TextField, VisuallyHidden } from '@mp/shared/ui';
import type { FormField } from '@mp/shared/contracts';
import { DynamicField } from '../../shared/service-form/dynamic-field';
import type { FieldValue, FormValues } from '../../shared/service-form/form-values';
import { OFFER_SECTIONS } from './offer-values';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin-block: ${({ theme }) => theme.space(4)};
  min-width: 0;
  h3 {
    margin: 0;
  }
  /* A fieldset is as wide as its content by default: on a phone its rows wrap instead. */
  fieldset {
    min-width: 0;
  }
`;

function OfferSection({ id, children }: { id: string; children: ReactNode }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{t(`edit.sections.${id}`)}</h3>
      {children}
    </Section>
  );
}

const hints: Readonly<Record<string, string>> = {
  meeting_point_en: 'edit.meetingPointHint',
  meeting_position: 'edit.meetingPositionHint',
};

/** Once the typed position reads, a link to see it in a map application before saving. */
function MapCheck({ typed }: { typed: string }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const point = parseGeoPoint(typed);
  if (!point) return null;
  return (
    <p>
      <a href={mapLink(point)} target="_blank" rel="noopener noreferrer">
        {t('edit.meetingPositionCheck', { position: formatGeoPoint(point) })}
        <VisuallyHidden>{t('edit.opensNewTab')}</VisuallyHidden>
      </a>
    </p>
  );
}

export function OfferSections({
  fields,
  values,
  errors,
  onChange,
}: {
  fields: ReadonlyMap<string, FormField>;
  values: FormValues;
  errors: Readonly<Record<string, string>>;
  onChange: (name: string, value: FieldValue) => void;
}): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  // A kind of service without a service form (a gift card) has none of these to edit.
  if (fields.size === 0) return null;
  return (
    <>
      {OFFER_SECTIONS.map((section) => {
        if (section.id === 'meetingPoint')
          return (
            <OfferSection key={section.id} id={section.id}>
              {section.fields.map((name) => (
                <TextField
                  key={name}
                  name={name}
                  label={t(`edit.fields.${name}`)}
                  hint={hints[name] ? t(hints[name]) : undefined}
                  maxLength={name === 'meeting_position' ? 500 : 200}
                  value={(values[name] as string | undefined) ?? ''}
                  error={errors[name]}
                  onChange={(e) => onChange(name, e.target.value)}
                />
              ))}
              <MapCheck typed={(values.meeting_position as string | undefined) ?? ''} />
            </OfferSection>
          );
        const drawn = section.fields.flatMap((name) => {
          const field = fields.get(name);
          return field ? [field] : [];
        });
        if (drawn.length === 0) return null;
        return (
          <OfferSection key={section.id} id={section.id}>
            {drawn.map((field) => (
              <DynamicField
                key={field.name}
                field={field}
                value={values[field.name] ?? ''}
                error={errors[field.name]}
                onChange={(v) => onChange(field.name, v)}
              />
            ))}
          </OfferSection>
        );
      })}
    </>
  );
}
