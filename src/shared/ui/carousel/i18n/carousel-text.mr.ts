/** The carousel's controls and the names assistive technology reads, keyed by their English words. */
export default {
  carousel: 'कॅरोसेल',
  slide: 'स्लाइड',
  'Start automatic slide show': 'स्लाइड आपोआप बदलणे सुरू करा',
  'Stop automatic slide show': 'स्लाइड आपोआप बदलणे थांबवा',
  'Previous slide': 'मागील स्लाइड',
  'Next slide': 'पुढील स्लाइड',
  'Show slide {{position}} of {{count}}': '{{count}} पैकी स्लाइड {{position}} दाखवा',
  '{{position}} of {{count}}': '{{count}} पैकी {{position}}',
} satisfies Record<string, string>;
