export { HR_BELIEFS, APPLY_TITLE, HR_PHILOSOPHY_INTRO, HR_PHILOSOPHY_TITLE, OPENINGS_TITLE, RESUME_NOTE } from './config/careers-texts';
export { careersText } from './i18n/careers-text';
export { CareerForm } from './ui/career-form.lazy';
