export { AccountTypeGate } from './components/account-type-gate.tsx';
