export { ApiKeysTab } from './components/api-keys-tab.tsx';
