export { OrderTimeline } from './components/order-timeline.tsx';
