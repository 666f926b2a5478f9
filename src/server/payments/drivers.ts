// The driver a PAYMENT_PROVIDER setting names.
import type { PaymentProvider, PaymentProviderName } from './provider.ts';
import { recordingProvider } from './recording-provider.ts';

const DRIVERS: Record<PaymentProviderName, PaymentProvider> = { recording: recordingProvider };

export function paymentProviderFor(name: PaymentProviderName): PaymentProvider {
  return DRIVERS[name];
}
