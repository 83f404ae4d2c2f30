/** A project card's links in Marathi. */
export default {
  'View case study': 'केस स्टडी पाहा',
  'Book a consultation': 'सल्ला भेट बुक करा',
  ' about a project like {{name}}': ' — {{name}} सारख्या प्रकल्पाबद्दल',
} satisfies Record<string, string>;
