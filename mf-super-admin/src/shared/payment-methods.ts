// Every way a booking can be paid, as the wire contract lists them: the method filters of the sales and booking lists.
import { PaymentMethodName } from '@mp/shared/contracts';

export const PAYMENT_METHODS: readonly PaymentMethodName[] = PaymentMethodName.anyOf.map((method) => method.const);
