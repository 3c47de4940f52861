export { matchCalendar, type CalendarMatch } from './calendar.js';
