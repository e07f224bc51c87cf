// Date and time fields of the theme forms come together: one chunk.
import datePicker from './date-picker';
import timePicker from './time-picker';

export const modules = { 'date-picker': datePicker, 'time-picker': timePicker };
