// Reminders: the signed-in shell shows them while any tab is open (decision 25).
export { ReminderCenter } from './reminder-center';
