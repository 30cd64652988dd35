// Issue 15 defect 3: what the driver needs, asked before a transfer goes into the cart (the offer page of a vehicle
// trip and the service page of a fixed-price run alike), checked with the rules the API applies when paying.
import { useState, type ReactNode } from 'react';
import { transferDetailsErrors, transferDetailsNotes, type TransferDetails, type TransferDetailsField } from '@mp/shared/transfer-trip';
import { TransferDetailsFields, useTransferDetailsMessages } from '@mp/shared/transfer-trip/ui';

export const EMPTY_DETAILS: TransferDetails = { flightNumber: '', pickupAddress: '', dropOffAddress: '', leadPhone: '' };

export interface DriverDetails {
  /** The fields, wired to the state. */
  fields: ReactNode;
  /** Checks every field; false (with the errors shown on the fields) when something is missing or malformed. */
  validate: () => boolean;
  /** The details as the cart line's notes. */
  notes: () => Record<string, string>;
}

/** `initial`: details a line already carries (changing a trip keeps what was typed). */
export function useDriverDetails(airportPickup: boolean, initial: TransferDetails = EMPTY_DETAILS): DriverDetails {
  const [value, setValue] = useState<TransferDetails>(initial);
  const [errors, setErrors] = useState<Partial<Record<TransferDetailsField, string>>>({});
  const messages = useTransferDetailsMessages();
  const onChange = (next: TransferDetails, field: TransferDetailsField) => {
    setValue(next);
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  return {
    fields: <TransferDetailsFields value={value} onChange={onChange} airportPickup={airportPickup} errors={errors} />,
    validate: () => {
      const found = messages(transferDetailsErrors(value, airportPickup));
      setErrors(found);
      const first = Object.keys(found)[0];
      if (first) document.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus();
      return !first;
    },
    notes: () => transferDetailsNotes(value),
  };
}
