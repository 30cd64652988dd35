// A transfer's trip (route, legs, passengers, seats, luggage, vehicle class, driver details) shown the
// same way in every remote, and the fields that ask what the driver needs. Texts from the `transferTrip` and
// `transferDetails` messages of the common namespace; the lines come from `transferTripLines` of @mp/shared/domain,
// which the API's mails and voucher use too.
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import {
  transferDetailsErrors,
  transferDetailsNotes,
  TRANSFER_DETAILS_FIELDS,
  transferTripLines,
  type TransferDetails,
  type TransferDetailsErrors,
  type TransferDetailsField,
  type TransferTrip,
} from './index';
import { formatDateEnGb } from '../domain';
import { TextField } from '../ui';

const Lines = styled.ul`
  margin: 0.25rem 0 0;
  padding: 0;
  list-style: none;
  > li {
    margin: 0.125rem 0;
  }
`;

export interface TransferTripSummaryProps {
  trip: TransferTrip;
  /** Leave out the driver details (e.g. where they are asked right below). */
  withoutDetails?: boolean;
}

/** The trip as a list of lines (route, pickup, return, people, vehicle, flight, addresses, phone). */
export function TransferTripSummary({ trip, withoutDetails = false }: TransferTripSummaryProps): ReactNode {
  const { t } = useTranslation('common');
  const detail = new Set<string>(['flightNumber', 'pickupAddress', 'dropOffAddress', 'leadPhone']);
  const lines = transferTripLines(trip, (key, values) => t(key, values ?? {}), 'transferTrip.', formatDateEnGb).filter(
    (l) => !withoutDetails || !detail.has(l.key),
  );
  return (
    <Lines aria-label={t('transferTrip.label')} data-testid="transfer-trip">
      {lines.map((l) => (
        <li key={l.key} data-testid={`trip-${l.key}`}>
          {l.text}
        </li>
      ))}
    </Lines>
  );
}

const Fieldset = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  padding: 0.75rem 1rem 0;
  margin: 0.75rem 0;
  legend {
    font-weight: 700;
    padding: 0 0.25rem;
  }
  p {
    margin: 0 0 0.75rem;
  }
`;

export interface TransferDetailsFieldsProps {
  value: TransferDetails;
  onChange: (next: TransferDetails, field: TransferDetailsField) => void;
  airportPickup: boolean;
  /** Field → message already translated (client checks or the API's 422 map). */
  errors?: Partial<Record<TransferDetailsField, string>>;
}

/** The driver's details: flight number (airport pickups), addresses, lead passenger phone. */
export function TransferDetailsFields({
  value,
  onChange,
  airportPickup,
  errors = {},
}: TransferDetailsFieldsProps): ReactNode {
  const { t } = useTranslation('common');
  const id = useId();
  const field = (name: TransferDetailsField, required: boolean, extra: Record<string, string> = {}) => (
    <TextField
      id={`${id}-${name}`}
      name={name}
      label={t(`transferDetails.${name}`)}
      hint={t(`transferDetails.${name}Hint`)}
      required={required}
      value={value[name]}
      error={errors[name]}
      maxLength={name === 'flightNumber' ? 10 : name === 'leadPhone' ? 24 : 200}
      onChange={(e) => onChange({ ...value, [name]: e.target.value }, name)}
      {...extra}
    />
  );
  return (
    <Fieldset>
      <legend>{t('transferDetails.title')}</legend>
      <p>{t(airportPickup ? 'transferDetails.introAirport' : 'transferDetails.intro')}</p>
      {airportPickup &&
        field('flightNumber', true, { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: 'false' })}
      {!airportPickup && field('pickupAddress', true, { autoComplete: 'street-address' })}
      {field('dropOffAddress', airportPickup)}
      {field('leadPhone', true, { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
    </Fieldset>
  );
}

/** The shared validation's errors as messages of the common namespace. */
export function useTransferDetailsMessages(): (
  errors: TransferDetailsErrors,
) => Partial<Record<TransferDetailsField, string>> {
  const { t } = useTranslation('common');
  return (errors) =>
    Object.fromEntries(
      Object.entries(errors).map(([field, key]) => [field, t(`transferDetails.errors.${field}_${key}`)]),
    );
}

export const EMPTY_DETAILS: TransferDetails = {
  flightNumber: '',
  pickupAddress: '',
  dropOffAddress: '',
  leadPhone: '',
};

export interface DriverDetails {
  /** The fields, wired to the state. */
  fields: ReactNode;
  /** Checks every field; false (with the errors shown on the fields) when something is missing or malformed. */
  validate: () => boolean;
  /** The details as the cart line's notes. */
  notes: () => Record<string, string>;
  /**
   * Puts the API's 422 messages for this line's fields (`<prefix><field>`, e.g. `items.2.flightNumber`) on the fields;
   * answers whether any was one of them.
   */
  showServerErrors: (errors: Record<string, string[] | undefined>, prefix: string) => boolean;
}

/**
 * What the driver needs, asked before a transfer goes into the cart (a vehicle trip's offer page, a
 * fixed-price run's service page, a staff-quoted offer), checked with the rules the API applies when paying.
 * `initial`: details a line already carries (changing a trip keeps what was typed).
 */
export function useDriverDetails(airportPickup: boolean, initial: TransferDetails = EMPTY_DETAILS): DriverDetails {
  const [value, setValue] = useState<TransferDetails>(initial);
  const [errors, setErrors] = useState<Partial<Record<TransferDetailsField, string>>>({});
  const messages = useTransferDetailsMessages();
  const onChange = (next: TransferDetails, field: TransferDetailsField) => {
    setValue(next);
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const focusFirst = (found: Partial<Record<TransferDetailsField, string>>) => {
    const first = TRANSFER_DETAILS_FIELDS.find((f) => found[f]);
    if (first) document.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
    return first;
  };
  return {
    fields: <TransferDetailsFields value={value} onChange={onChange} airportPickup={airportPickup} errors={errors} />,
    validate: () => {
      const found = messages(transferDetailsErrors(value, airportPickup));
      setErrors(found);
      return !focusFirst(found);
    },
    notes: () => transferDetailsNotes(value),
    showServerErrors: (serverErrors, prefix) => {
      const found: Partial<Record<TransferDetailsField, string>> = {};
      for (const field of TRANSFER_DETAILS_FIELDS) {
        const message = serverErrors[`${prefix}${field}`]?.[0];
        if (message) found[field] = message;
      }
      setErrors(found);
      return Boolean(focusFirst(found));
    },
  };
}
