import { ACCOUNT_MESSAGES } from '@/shared/contracts/accounts';
import type { FailureTexts } from '@/shared/model/form.machine';

/** The account screens explain failures in their own words, not the public forms' sentence with the phone number. */
export const ACCOUNT_FAILURES: FailureTexts = { network: ACCOUNT_MESSAGES.network, unexpected: ACCOUNT_MESSAGES.unexpected };
