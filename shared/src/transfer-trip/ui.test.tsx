import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../i18n';
import { transferTripOf, type TransferDetails } from './index';
import { UiProvider } from '../ui';
import { TransferDetailsFields, TransferTripSummary } from './ui';

const trip = transferTripOf({
  kind: 'transfer',
  quantity: 1,
  notes: {
    pickupLocation: 'Lisbon Airport',
    dropOffLocation: 'Sintra',
    pickupDate: '2027-03-10',
    pickupTime: '10:05',
    isRoundtrip: true,
    returnPickupDate: '2027-03-14',
    returnPickupTime: '18:30',
    numberOfPassengers: 1,
    luggagePieces: 2,
    vehicleName: 'E-Class',
    carType: 'executive',
    pickupMapsId: 'pt-lisboa-poi-lisbon-airport',
    flightNumber: 'TP1234',
  },
})!;

afterEach(async () => {
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

describe('TransferTripSummary', () => {
  it('shows route, both legs, people with luggage, vehicle class and the flight, in en and pt', async () => {
    render(
      <UiProvider>
        <TransferTripSummary trip={trip} />
      </UiProvider>,
    );
    expect(screen.getByTestId('trip-route').textContent).toBe('Lisbon Airport → Sintra');
    expect(screen.getByTestId('trip-outbound').textContent).toBe('Pickup: 10/03/2027 10:05');
    expect(screen.getByTestId('trip-return').textContent).toBe('Return: 14/03/2027 18:30');
    expect(screen.getByTestId('trip-people').textContent).toBe('1 passenger · 2 pieces of luggage');
    expect(screen.getByTestId('trip-vehicle').textContent).toBe('Vehicle: E-Class (executive)');
    expect(screen.getByTestId('trip-flightNumber').textContent).toBe('Flight: TP1234');
    await act(async () => {
      await i18n.changeLanguage('pt');
    });
    expect(screen.getByTestId('trip-return').textContent).toBe('Regresso: 14/03/2027 18:30');
    expect(screen.getByTestId('trip-people').textContent).toBe('1 passageiro · 2 volumes de bagagem');
  });
});

describe('TransferDetailsFields', () => {
  function Form({ airport }: { airport: boolean }) {
    const [value, setValue] = useState<TransferDetails>({
      flightNumber: '',
      pickupAddress: '',
      dropOffAddress: '',
      leadPhone: '',
    });
    return (
      <UiProvider>
        <TransferDetailsFields
          value={value}
          onChange={setValue}
          airportPickup={airport}
          errors={{ leadPhone: 'Bad phone' }}
        />
      </UiProvider>
    );
  }
  it('an airport pickup asks the flight number, no pickup address; errors sit on their field', async () => {
    render(<Form airport />);
    const flight = screen.getByRole('textbox', { name: /Flight number/ });
    await userEvent.type(flight, 'TP1234');
    expect((flight as HTMLInputElement).value).toBe('TP1234');
    expect(screen.queryByRole('textbox', { name: /Pickup address/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /Lead passenger phone/ }).getAttribute('aria-invalid')).toBe('true');
  });
  it('any other pickup asks the pickup address and no flight number', () => {
    render(<Form airport={false} />);
    expect(screen.getByRole('textbox', { name: /Pickup address/ })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Flight number/ })).toBeNull();
  });
});
