export { PublicOnly as default } from '../../app/guards';
