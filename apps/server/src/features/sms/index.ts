// What other features may use of texts: the number's state for the preferences' answer, the save
// hook that texts a code, and for the notices the number to text and the per-appointment cap.
export { claimAppointmentText, smsNumberState, smsSettingsSaved, textableNumberOf, type SmsDeps } from './service';
