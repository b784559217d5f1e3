export { RequireTeamAdmin as default } from '../../app/guards';
