export { TextField } from './text-field';
export { SelectField } from './select-field';
export { FileField } from './file-field';
export { SuccessDialog } from './success-dialog';
export { FormFailure } from './form-failure';
export { SubmitButton } from './submit-button';
export { useForm, type UseFormOptions } from './use-form';
export { useFocusFirstInvalid } from './use-focus-first-invalid';
export type { TextFieldProps } from './text-field';
