/** What other features may use from this one. */
export { NotFoundPage } from './components/not-found-page.tsx';
