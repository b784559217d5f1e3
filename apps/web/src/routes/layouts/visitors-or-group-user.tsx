export { VisitorsOrGroupUser as default } from '../../features/marketplace/guard';
