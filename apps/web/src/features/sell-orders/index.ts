export { SellOrdersPanel } from './components/sell-orders-panel.tsx';
