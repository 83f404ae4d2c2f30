export { DeskRefusal, answerMessage } from './desk-refusal';
export { StaffDeskSection } from './staff-desk-section';
export { StaffQueryRefusal, refusalMessage } from './staff-query-refusal';
export { useDeskChangeForm } from './use-desk-change-form';
export { TitledDeskForm } from './titled-desk-form';
