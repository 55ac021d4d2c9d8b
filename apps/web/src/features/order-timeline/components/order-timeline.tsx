import type { DeliveryView, OrderTimelineStep } from '@skins/shared';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n/index.ts';
import { useOrderTimeline } from '../api/get-order-timeline.ts';
import { formatStepTime } from '../utils/format-step-time.ts';
import { DeliveryCard } from './delivery-card.tsx';
import { RefundList } from './refund-list.tsx';
import './order-timeline.css';

export interface OrderTimelineProps {
  orderId: number;
  /** What the closed timeline shows: the order's status badge. */
  children: ReactNode;
  /** Opened and brought into view at once: the order a mail's link named. */
  focused?: boolean;
}

/**
 * The buyer's order step by step: the status word opens the timeline of created, items
 * reserved, paid with the provider's reference, each Steam trade offer that delivers the items, refunds, and
 * delivered (once every offer's items moved) or why it stopped.
 */
export function OrderTimeline({ orderId, children, focused = false }: OrderTimelineProps) {
  const t = useT();
  const [open, setOpen] = useState(focused);
  const timeline = useOrderTimeline(orderId, open);
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (focused) ref.current?.scrollIntoView({ block: 'center' });
  }, [focused]);

  return (
    <details ref={ref} className="order-timeline" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="order-timeline__summary">
        {children}
        <span className="order-timeline__hint">{t('orderTimeline.show')}</span>
      </summary>
      {timeline.isPending && open ? <Spinner size={20} /> : null}
      {timeline.isError ? <p className="order-timeline__error">{t('orderTimeline.error')}</p> : null}
      {timeline.data ? (
        <>
          <ol className="order-timeline__steps" aria-label={t('orderTimeline.label', { id: orderId })}>
            {timeline.data.steps.map((step) => (
              <TimelineStep key={step.step} step={step} deliveries={timeline.data.deliveries} />
            ))}
          </ol>
          {timeline.data.deliveries.length ? (
            <section className="order-timeline__deliveries" aria-label={t('delivery.title')}>
              <h4>{t('delivery.title')}</h4>
              <ul>
                {timeline.data.deliveries.map((delivery) => (
                  <DeliveryCard key={delivery.id} orderId={orderId} delivery={delivery} />
                ))}
              </ul>
            </section>
          ) : null}
          <RefundList refunds={timeline.data.refunds} />
        </>
      ) : null}
    </details>
  );
}

const ENDED_UNDELIVERED: ReadonlySet<DeliveryView['state']> = new Set(['failed', 'reversed']);

/** What the delivered step says while it has no time: still ahead, or never coming for some or all items. */
function undelivered(deliveries: readonly DeliveryView[]): 'orderTimeline.waiting' | 'orderTimeline.notDelivered' | 'orderTimeline.partlyDelivered' {
  if (deliveries.length === 0 || !deliveries.every((delivery) => delivery.state === 'delivered' || ENDED_UNDELIVERED.has(delivery.state))) return 'orderTimeline.waiting';
  return deliveries.some((delivery) => delivery.state === 'delivered') ? 'orderTimeline.partlyDelivered' : 'orderTimeline.notDelivered';
}

function TimelineStep({ step, deliveries }: { step: OrderTimelineStep; deliveries: readonly DeliveryView[] }) {
  const t = useT();
  const done = step.at !== null;
  const detail =
    step.step === 'paid' && step.detail
      ? t('orderTimeline.reference', { reference: step.detail })
      : step.step === 'reserved' && step.detail
        ? t('orderTimeline.items', { count: step.detail })
        : step.step === 'stopped'
          ? step.detail
          : step.step === 'refunded' && step.detail
            ? t('orderTimeline.refunds', { count: step.detail })
            : null;
  return (
    <li className="order-timeline__step" data-step={step.step} data-done={done || undefined}>
      <span className="order-timeline__name">{t(`orderTimeline.step.${step.step}`)}</span>
      {step.at ? (
        <time dateTime={step.at}>{formatStepTime(step.at)}</time>
      ) : (
        <span className="order-timeline__waiting">{t(step.step === 'delivered' ? undelivered(deliveries) : 'orderTimeline.waiting')}</span>
      )}
      {detail ? <span className="order-timeline__detail">{detail}</span> : null}
    </li>
  );
}
