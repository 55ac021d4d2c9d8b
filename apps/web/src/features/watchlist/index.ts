export { WatchItemButton } from './components/watch-item-button.tsx';
export { WatchlistTab } from './components/watchlist-tab.tsx';
