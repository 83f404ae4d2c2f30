/** The offer to read a page in Marathi, made to a Marathi browser on an English page. */
export const languageOfferEn = {
  readInMarathi: 'हे पान मराठीत वाचा',
  offerClose: 'No, thanks',
};
