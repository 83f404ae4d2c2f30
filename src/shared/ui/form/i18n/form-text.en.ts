/** The form parts' own words (buttons, popups); the messages of the schemas are in `form-errors.mr.ts`. */
export const formEn = {
  sending: 'Sending…',
  close: 'Close',
  dismiss: 'Dismiss this message',
  needsJavaScript: 'Sending this form needs JavaScript, which is off in your browser. Please call us on',
  needsJavaScriptOr: 'or write to',
  characterCount: '{{length}} of {{max}} characters',
  characterCountOver: '{{length}} of {{max}} characters: {{over}} too many',
};
