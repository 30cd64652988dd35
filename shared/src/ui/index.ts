export { theme, type Theme } from './theme';
export { UiProvider } from './ui-provider';
export { GlobalStyle } from './global-style';
export { Button, buttonLook, type ButtonProps, type ButtonVariant } from './button';
export {
  TextField,
  TextAreaField,
  SelectField,
  Checkbox,
  type TextFieldProps,
  type TextAreaFieldProps,
  type SelectFieldProps,
  type SelectOption,
  type CheckboxProps,
} from './fields';
export { Modal, type ModalProps } from './modal';
export { ToastViewport } from './toast-viewport';
export { Table, Pager, type TableProps, type TableColumn, type PagerProps } from './table';
export {
  EmptyState,
  ErrorNotice,
  ErrorState,
  Spinner,
  PageFrame,
  UnavailablePanel,
  type EmptyStateProps,
  type ErrorStateProps,
  type PageHeroProps,
} from './states';
export { CountPill } from './count-pill';
export { VisuallyHidden } from './visually-hidden';
export { PasswordStrength, type PasswordStrengthProps } from './password-strength';
export { PageMarkup, type PageMarkupProps } from './page-markup';
export { ResponsivePicture, type ResponsivePictureProps } from './responsive-picture';
export { DateField, type DateFieldProps } from './date-field';
export { RefundLines } from './refund-lines';
export { MapLink, type MapLinkProps } from './map-link';
