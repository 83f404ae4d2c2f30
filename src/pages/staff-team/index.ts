export { StaffTeamPage } from './ui/staff-team-page';
