export { PublicOnly as default } from '../../app/PublicOnly';
