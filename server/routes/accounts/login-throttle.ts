/** The log-in throttle lives with the account service; this name is kept for the modules that import it here. */
export { MAX_ACCOUNT_FAILURES, MAX_FAILURES, throttleKey, throttleKeys } from '../../accounts/login-throttle';
