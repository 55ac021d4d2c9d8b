import type { TranslationKey } from '@skins/shared/i18n';
import type { BeGatewayParams } from './widget-params.ts';

export interface BeGatewayWidget {
  createWidget: () => unknown;
}
export type BeGatewayConstructor = new (params: BeGatewayParams) => BeGatewayWidget;

declare global {
  interface Window {
    BeGateway?: BeGatewayConstructor;
  }
}

/** Why the widget could not be started, as a text of the dictionary (spec §8 Checkout modal). */
export class PaymentSetupError extends Error {
  override readonly name = 'PaymentSetupError';
  readonly key: TranslationKey;

  constructor(key: TranslationKey, cause?: unknown) {
    super(key, { cause });
    this.key = key;
  }
}

const loading = new Map<string, Promise<BeGatewayConstructor>>();

/**
 * Loads the payment provider's widget script (settings.paysage.widget_url) once, on demand, and gives its
 * `BeGateway`. Concurrent callers share one load; a failed load is forgotten so a later payment tries again.
 */
export function loadWidgetScript(url: string): Promise<BeGatewayConstructor> {
  if (window.BeGateway) return Promise.resolve(window.BeGateway);
  const pending = loading.get(url);
  if (pending) return pending;
  const promise = new Promise<BeGatewayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () => {
      if (window.BeGateway) resolve(window.BeGateway);
      else reject(new PaymentSetupError('errors.paymentSystemUnavailable'));
    };
    script.onerror = (event) => {
      loading.delete(url);
      script.remove();
      reject(new PaymentSetupError('errors.loadPaymentScript', event));
    };
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}
