export { SecondStepCard } from './SecondStepForm';
export { TwoStepCard } from './TwoStepCard';
export { ConsoleFactorGate } from './ConsoleFactorGate';
export { useStepUp } from './StepUpDialog';
export { FactorReminder } from './FactorReminder';
export { PasskeysCard } from './PasskeysCard';
export { signInWithPasskey, type PasskeySession } from './passkey-sign-in';
