/** What a desk form says when its request gets no answer, or an answer it cannot read (the sign-in, set-up and team forms). */
export const STAFF_LOGIN_TEXTS = {
  network: 'We could not reach the server. Please check your connection and try again.',
  unexpected: 'Something went wrong. Please try again.',
} as const;
