/** The side drawer's texts in Marathi, keyed by the English ones. */
export default {
  'Quick links': 'झटपट दुवे',
  'Close': 'बंद करा',
} satisfies Record<string, string>;
