import type { ReactNode } from 'react';
import { AlertIcon } from '../../../components/icons/alert-icon.tsx';
import { CheckIcon } from '../../../components/icons/check-icon.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import './payment-result.css';

export interface PaymentResultCardProps {
  tone: 'success' | 'failure' | 'processing';
  title: string;
  children: ReactNode;
  actions: ReactNode;
}

/** The frame of the payment result screens: a mark, the title, the texts and the buttons. */
export function PaymentResultCard({ tone, title, children, actions }: PaymentResultCardProps) {
  return (
    <div className="container payment-result">
      <PageTitle title={title} />
      <section className={`payment-result__card payment-result__card--${tone}`} aria-labelledby="payment-result-title">
        <div className="payment-result__mark" aria-hidden={tone === 'processing' ? undefined : true}>
          {tone === 'processing' ? <Spinner size={56} /> : tone === 'success' ? <CheckIcon size={40} /> : <AlertIcon size={40} />}
        </div>
        <h1 id="payment-result-title" className="payment-result__title">
          {title}
        </h1>
        <div className="payment-result__body">{children}</div>
        <div className="payment-result__actions">{actions}</div>
      </section>
    </div>
  );
}
