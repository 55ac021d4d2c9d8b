export { useSettings } from './api/get-settings.ts';
