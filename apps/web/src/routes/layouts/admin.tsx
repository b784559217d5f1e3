export { RequireAdmin as default } from '../../app/guards';
export { clientLoader, HydrateFallback, shouldRevalidate } from './client-only';
