// What the driver needs to meet the passenger (an airport pick-up's flight number or else the pick-up address, the
// lead passenger's phone), asked before a transfer goes into the cart. The hook lives in @mp/shared/transfer-trip/ui,
// so a staff-quoted offer in mf-checkout asks the same fields with the same checks.
export { useDriverDetails } from '@mp/shared/transfer-trip/ui';
