/** the spec's column names and the tender statuses in Marathi, keyed by the English name. */
export default {
  Tender_Number: 'निविदा क्रमांक',
  Bill_To: 'बिल कोणाच्या नावे',
  Ship_To: 'कामाचे ठिकाण',
  Sales_Agent: 'विक्री प्रतिनिधी',
  Status: 'स्थिती',
  Publish_Date: 'प्रसिद्धी दिनांक',
  Expiry_Date: 'अंतिम दिनांक',
  Total_Amount: 'एकूण रक्कम',
  View: 'पाहा',
  Apply: 'अर्ज',
  Open: 'खुली',
  'Closing soon': 'लवकरच बंद',
  Closed: 'बंद',
  Awarded: 'काम दिले',
  Cancelled: 'रद्द',
};
