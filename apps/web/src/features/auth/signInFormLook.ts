import styles from './login.module.css';

/**
 * The form props both sign-in tabs share: they sit in the same card, and switching tabs must not
 * shift or restyle what the user sees.
 */
export const SIGN_IN_FORM_LOOK = { layout: 'vertical', size: 'large', requiredMark: false, className: styles.form } as const;
