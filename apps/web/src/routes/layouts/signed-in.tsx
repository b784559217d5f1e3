export { RequireGroupUser as default } from '../../app/guards';
export { clientLoader, handle, HydrateFallback, shouldRevalidate } from './client-only';
