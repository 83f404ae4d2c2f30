/**
 * The catalogue in Marathi, keyed by the English texts (`config/painting-services.ts`, `config/catalogue-*.ts`,
 * `config/budget-guide*.ts`). A text not here is shown in English.
 */
export default {
  // The painting services page (config/painting-services.ts).
  'Safe Painting Services': 'सुरक्षित रंगकाम सेवा',
  'Painting a lived-in home should not mean weeks of dust, fumes and strangers you cannot reach. Our painters are on our own payroll, trained in surface preparation and safe work practices, and led by a supervisor who answers to you.':
    'राहत्या घराचे रंगकाम म्हणजे आठवडेभर धूळ, वास आणि संपर्क न होणारी अनोळखी माणसे असे असू नये. आमचे रंगारी आमच्याच पगारावर आहेत, पृष्ठभागाची तयारी आणि सुरक्षित कामाच्या पद्धतींचे त्यांना प्रशिक्षण मिळालेले आहे, आणि आपल्याला उत्तर देणारा सुपरवायझर त्यांचे नेतृत्व करतो.',
  'Before we start, furniture is moved and wrapped, floors and switches are masked, and we agree on which rooms are worked on each day. We use low-odour, low-VOC paints for interiors, clean up every evening, and hand the house back ready to live in.':
    'काम सुरू करण्यापूर्वी फर्निचर हलवून झाकले जाते, जमीन आणि स्विच झाकले जातात, आणि रोज कोणत्या खोल्यांत काम होईल ते आपल्याशी ठरवले जाते. घरातील कामासाठी आम्ही कमी वासाचे, कमी VOC असलेले रंग वापरतो, रोज संध्याकाळी स्वच्छता करतो, आणि घर राहण्यायोग्य करूनच आपल्या हाती देतो.',
  'Book a free site visit': 'मोफत साइट भेट बुक करा',
  'Call us and a painting supervisor will visit, check the walls for damp and cracks, and give you a written quotation with the brand, shade and number of coats.':
    'आम्हाला फोन करा: रंगकामाचे सुपरवायझर भेट देऊन भिंतींवरील ओल आणि तडे तपासतील, आणि ब्रँड, शेड व कोटांच्या संख्येसह लेखी कोटेशन देतील.',
  'Call now': 'आत्ताच फोन करा',
  'Why choose our painting service': 'आमची रंगकाम सेवा का निवडावी',
  'Trained Professional': 'प्रशिक्षित व्यावसायिक',
  'Our painters are trained on surface preparation, paint systems and finishing, and work in our uniform with their ID on.':
    'आमच्या रंगाऱ्यांना पृष्ठभागाची तयारी, रंगांच्या पद्धती आणि फिनिशिंगचे प्रशिक्षण मिळालेले आहे; ते आमच्या गणवेशात आणि ओळखपत्र लावून काम करतात.',
  'Technical Site Evaluation': 'जागेची तांत्रिक तपासणी',
  'We check moisture levels, cracks and old paint before quoting, so the system we recommend suits your walls rather than a standard package.':
    'कोटेशन देण्यापूर्वी आम्ही ओलावा, तडे आणि जुना रंग तपासतो, त्यामुळे आम्ही सुचवलेली पद्धत एखाद्या ठरावीक पॅकेजऐवजी आपल्या भिंतींना साजेशी असते.',
  'Personalized Colour Consultation': 'वैयक्तिक रंग सल्ला',
  'A designer helps you choose shades with large sample patches on your own walls, seen in daylight and under your lights.':
    'आपल्याच भिंतींवर मोठे नमुने लावून, दिवसाच्या उजेडात आणि आपल्या दिव्यांखाली पाहून, डिझायनर आपल्याला शेड निवडायला मदत करतात.',
  'Stringent Safety Protocol': 'काटेकोर सुरक्षा नियम',
  'Ladders and scaffolds are inspected, electrical points are isolated and covered, and children and pets are kept away from wet surfaces.':
    'शिड्या आणि परांची तपासली जातात, विजेचे पॉइंट्स बंद करून झाकले जातात, आणि मुले व पाळीव प्राणी ओल्या पृष्ठभागांपासून दूर ठेवले जातात.',
  'Supervised Painting': 'देखरेखीखाली रंगकाम',
  'A supervisor checks every stage, from putty to final coat, and walks the finished rooms with you before we leave.':
    'पुट्टीपासून शेवटच्या कोटापर्यंत प्रत्येक टप्पा सुपरवायझर तपासतात, आणि काम संपवून जाण्यापूर्वी पूर्ण झालेल्या खोल्या आपल्यासोबत फिरून दाखवतात.',
  'Mechanized Tools': 'यांत्रिक साधने',
  'Sanding machines with dust extraction and airless sprayers give a smoother finish in less time, with far less dust in your home.':
    'धूळ शोषून घेणारी सँडिंग मशीन आणि एअरलेस स्प्रेअरमुळे कमी वेळात अधिक गुळगुळीत फिनिश मिळते, आणि घरात धूळही खूप कमी होते.',
  'Services we offer': 'आम्ही देत असलेल्या सेवा',
  'Wall Textures': 'भिंतींचे टेक्स्चर',
  'Roller, trowel and stone-effect textures that add depth to a feature wall or hide the flaws of an old exterior.':
    'रोलर, थापी आणि दगडासारखे दिसणारे टेक्स्चर, जे खास भिंतीला उठाव देतात किंवा जुन्या बाह्य भिंतीतील दोष लपवतात.',
  Wallpapers: 'वॉलपेपर',
  'Designer and custom-printed wallpapers installed on a properly prepared wall, with patterns matched at every joint.':
    'व्यवस्थित तयार केलेल्या भिंतीवर लावलेले डिझायनर आणि खास छापलेले वॉलपेपर, प्रत्येक जोडावर नक्षी जुळवून.',
  Waterproofing: 'वॉटरप्रूफिंग',
  'Terrace, bathroom and external-wall waterproofing with crack treatment and elastomeric coatings, backed by a written warranty.':
    'गच्ची, स्नानगृह आणि बाह्य भिंतींचे वॉटरप्रूफिंग, तड्यांवरील उपचार आणि इलास्टोमेरिक कोटिंगसह, लेखी हमीसह.',
  'Wood Finishes': 'लाकडाचे फिनिश',
  'Melamine, PU and natural-oil finishes for doors, furniture and paneling that protect the wood and bring out its grain.':
    'दरवाजे, फर्निचर आणि पॅनेलिंगसाठी मेलामाइन, PU आणि नैसर्गिक तेलाचे फिनिश, जे लाकडाचे संरक्षण करतात आणि त्याचे पोत खुलवतात.',
  // The catalogue pages (config/catalogue-systems.ts).
  'Aluminium sections are light, rust-free and need almost no maintenance, which suits windows, doors and office partitions across Maharashtra’s humid monsoon. We fabricate from branded sections in powder-coated or anodised finishes, with EPDM gaskets and stainless-steel fasteners.':
    'ॲल्युमिनियम सेक्शन्स हलके असतात, त्यांना गंज लागत नाही आणि जवळजवळ देखभाल लागत नाही; त्यामुळे महाराष्ट्राच्या दमट पावसाळ्यात खिडक्या, दरवाजे आणि ऑफिस पार्टिशन्ससाठी ते योग्य ठरतात. आम्ही पावडर-कोटेड किंवा ॲनोडाइज्ड फिनिशमधील ब्रँडेड सेक्शन्सपासून, EPDM गॅस्केट आणि स्टेनलेस स्टीलच्या स्क्रूसह काम करतो.',
  'Sliding Window (2, 3 or 4 Track)': 'सरकती खिडकी (2, 3 किंवा 4 ट्रॅक)',
  'Sliding windows in two, three or four tracks, with a mosquito-mesh shutter on the extra track and rollers that glide quietly for years.':
    'दोन, तीन किंवा चार ट्रॅकच्या सरकत्या खिडक्या; जादा ट्रॅकवर मच्छरजाळीचे शटर, आणि वर्षानुवर्षे आवाज न करता सरकणारे रोलर.',
  'Openable Window (Horizontal or Vertical)': 'उघडणारी खिडकी (आडवी किंवा उभी)',
  'Casement and top-hung windows that open fully for ventilation, with friction stays and multi-point locking.':
    'हवा खेळती राहण्यासाठी पूर्ण उघडणाऱ्या केसमेंट आणि वरून टांगलेल्या खिडक्या, फ्रिक्शन स्टे आणि अनेक ठिकाणी लागणाऱ्या कुलपांसह.',
  'Fix Window': 'स्थिर खिडकी',
  'Fixed glazing for large views and light where no ventilation is needed, often combined with openable panels beside it.':
    'जिथे हवेची गरज नाही तिथे मोठे दृश्य आणि उजेडासाठी स्थिर काच, बहुधा बाजूला उघडणाऱ्या पॅनेलसह.',
  'Sliding Door (2, 3 or 4 Track)': 'सरकता दरवाजा (2, 3 किंवा 4 ट्रॅक)',
  'Balcony and terrace sliding doors in two to four tracks, with sturdy interlocks, mesh shutters and secure locks.':
    'बाल्कनी आणि गच्चीसाठी दोन ते चार ट्रॅकचे सरकते दरवाजे, मजबूत इंटरलॉक, जाळीचे शटर आणि सुरक्षित कुलपांसह.',
  'Sliding Door (Soft Close or Sensor)': 'सरकता दरवाजा (सॉफ्ट क्लोज किंवा सेन्सर)',
  'Sliding doors with soft-close dampers or automatic sensor operation, for offices, clinics and shop fronts.':
    'कार्यालये, दवाखाने आणि दुकानांच्या दर्शनी भागासाठी सॉफ्ट-क्लोज डॅम्पर किंवा स्वयंचलित सेन्सर असलेले सरकते दरवाजे.',
  'Louvers and Ventilators': 'लूव्हर्स आणि व्हेंटिलेटर',
  'Fixed and adjustable glass or aluminium louvers for bathrooms, stairwells and utility areas that need air without losing privacy.':
    'स्नानगृह, जिना आणि युटिलिटी भागांसाठी स्थिर व कमी-जास्त करता येणारे काचेचे किंवा ॲल्युमिनियमचे लूव्हर्स: खासगीपणा न गमावता हवा.',
  'Openable Door (Double or Single)': 'उघडणारा दरवाजा (दुहेरी किंवा एकेरी)',
  'Single and double-leaf hinged doors with glass or panel infill, door closers and floor stoppers for homes and offices.':
    'घरे आणि कार्यालयांसाठी काच किंवा पॅनेल भरलेले एकेरी व दुहेरी बिजागरी दरवाजे, डोअर क्लोजर आणि फ्लोअर स्टॉपरसह.',
  'Full-Height Partition': 'पूर्ण उंचीचे पार्टिशन',
  'Floor-to-ceiling office partitions with glass, particle board, ACP or plywood infill, for cabins and meeting rooms.':
    'केबिन आणि मीटिंग रूमसाठी जमिनीपासून छतापर्यंतची ऑफिस पार्टिशन्स, काच, पार्टिकल बोर्ड, ACP किंवा प्लायवूड भरणीसह.',
  'Half-Height Partition': 'अर्ध्या उंचीचे पार्टिशन',
  'Workstation and counter partitions at desk or shoulder height, with glass, particle board, ACP or plywood infill.':
    'टेबल किंवा खांद्याच्या उंचीपर्यंतची वर्कस्टेशन आणि काउंटर पार्टिशन्स, काच, पार्टिकल बोर्ड, ACP किंवा प्लायवूड भरणीसह.',
  'Toughened and laminated glass opens up a space without giving up separation. We measure on site, have the glass processed to size with polished edges, and fit it with stainless-steel hardware rated for the weight of each panel.':
    'टफन आणि लॅमिनेटेड काच जागा मोकळी दाखवते आणि तरीही विभागणी ठेवते. आम्ही जागेवर मोजमाप घेतो, काच मापानुसार पॉलिश केलेल्या कडांसह तयार करून घेतो, आणि प्रत्येक पॅनेलच्या वजनाला पुरेल अशा स्टेनलेस स्टील हार्डवेअरने बसवतो.',
  'Glass Door (Sliding and Openable)': 'काचेचा दरवाजा (सरकता आणि उघडणारा)',
  'Frameless sliding and hinged doors in 10–12 mm toughened glass, with patch fittings, floor springs or top tracks.':
    '10–12 mm टफन काचेचे फ्रेमविरहित सरकते व बिजागरी दरवाजे, पॅच फिटिंग, फ्लोअर स्प्रिंग किंवा वरच्या ट्रॅकसह.',
  'Glass Partition for Bathroom': 'स्नानगृहासाठी काचेचे पार्टिशन',
  'Shower enclosures and wet-dry separators in toughened glass with water-seal profiles that keep the rest of the bathroom dry.':
    'टफन काचेचे शॉवर एन्क्लोजर आणि ओला-कोरडा भाग वेगळा करणारे पार्टिशन, वॉटर-सील प्रोफाइलसह, ज्यामुळे बाकीचे स्नानगृह कोरडे राहते.',
  'Glass Partition for Cabin': 'केबिनसाठी काचेचे पार्टिशन',
  'Clear, frosted or film-printed glass cabins that give managers privacy while keeping the office open and full of light.':
    'पारदर्शक, फ्रॉस्टेड किंवा फिल्म-प्रिंट काचेच्या केबिन: व्यवस्थापकांना खासगीपणा, आणि कार्यालय मोकळे व उजेडाने भरलेले.',
  'Partition for Counter': 'काउंटरसाठी पार्टिशन',
  'Glass screens for reception, billing and pharmacy counters, with speaking holes and a pass-through slot where needed.':
    'रिसेप्शन, बिलिंग आणि औषध दुकानांच्या काउंटरसाठी काचेचे पडदे, गरजेनुसार बोलण्यासाठी छिद्रे आणि वस्तू देण्यासाठी खाचेसह.',
  'Table Top': 'टेबल टॉप',
  'Toughened glass tops for dining, coffee and conference tables, in clear, back-painted or frosted finishes with polished edges.':
    'जेवणाचे, कॉफी आणि कॉन्फरन्स टेबलांसाठी टफन काचेचे टॉप, पारदर्शक, मागून रंगवलेल्या किंवा फ्रॉस्टेड फिनिशमध्ये, पॉलिश केलेल्या कडांसह.',
  'Glass Railing': 'काचेचे रेलिंग',
  'Staircase and balcony railings in laminated toughened glass with steel or aluminium shoe channels and handrails.':
    'जिना आणि बाल्कनीसाठी लॅमिनेटेड टफन काचेचे रेलिंग, स्टील किंवा ॲल्युमिनियम शू चॅनेल आणि हँडरेलसह.',
  'Corian and similar solid surfaces are non-porous, repairable and can be joined without visible seams, which makes them ideal for kitchens, clinics and reception counters. Our workshop cuts, thermoforms and polishes solid surface in-house, so curves and inlays are made to your drawing.':
    'कोरियन आणि तत्सम सॉलिड सरफेस छिद्ररहित असतात, दुरुस्त करता येतात आणि जोड न दिसता जोडता येतात; त्यामुळे स्वयंपाकघर, दवाखाने आणि रिसेप्शन काउंटरसाठी ते आदर्श आहेत. आमच्या कार्यशाळेतच सॉलिड सरफेस कापला, थर्मोफॉर्म आणि पॉलिश केला जातो, त्यामुळे वळणे आणि नक्षी आपल्या रेखाचित्रानुसार बनतात.',
  'Seamless kitchen, vanity, dining and reception tops with integrated sinks and rounded edges that are easy to keep hygienic.':
    'जोडरहित किचन, व्हॅनिटी, डायनिंग आणि रिसेप्शन टॉप, अंगभूत सिंक आणि गोलाकार कडांसह, जे स्वच्छ ठेवणे सोपे असते.',
  'Wall Paneling': 'भिंतीचे पॅनेलिंग',
  'Joint-free wall cladding for bathrooms, clinics and pooja rooms, with optional backlit translucent panels.':
    'स्नानगृह, दवाखाने आणि देवघरांसाठी जोडरहित भिंत आवरण, हवे असल्यास मागून प्रकाश देणाऱ्या अर्धपारदर्शक पॅनेलसह.',
  'CNC Cutting Work': 'CNC कटिंग काम',
  'CNC-routed jaali screens, engraved patterns, lettering and signage in solid surface, cut precisely from your artwork.':
    'सॉलिड सरफेसमध्ये CNC ने कापलेल्या जाळी, कोरीव नक्षी, अक्षरे आणि फलक, आपल्या डिझाइननुसार अचूक कापलेले.',
  // config/catalogue-finishes.ts
  'Gypsum is fast, clean and fire-resistant, which makes it our first choice for ceilings and dry partitions in homes and offices. We use branded boards on galvanised steel framing, tape and finish every joint by hand, and coordinate lighting cut-outs with your electrician before boarding.':
    'जिप्सम जलद, स्वच्छ आणि अग्निरोधक आहे, म्हणून घरे आणि कार्यालयांतील छत व कोरड्या पार्टिशन्ससाठी ती आमची पहिली पसंती आहे. आम्ही गॅल्व्हनाइज्ड स्टीलच्या फ्रेमवर ब्रँडेड बोर्ड वापरतो, प्रत्येक जोड हाताने टेप लावून फिनिश करतो, आणि बोर्ड लावण्यापूर्वी दिव्यांसाठीच्या छिद्रांचे आपल्या इलेक्ट्रिशियनशी नियोजन करतो.',
  'Gypsum Wall Partition': 'जिप्सम भिंत पार्टिशन',
  'Dry partitions of gypsum board on steel studs that divide a room in a day or two, without the weight, water and mess of brickwork.':
    'स्टीलच्या चौकटीवर जिप्सम बोर्डची कोरडी पार्टिशन्स, जी विटकामाचे वजन, पाणी आणि पसारा न करता एक-दोन दिवसांत खोली विभागतात.',
  'Gypsum Ceiling': 'जिप्सम छत',
  'Plain, stepped and cove-lit false ceilings that hide beams, ducts and wiring, and give every room clean lines for lighting.':
    'साधी, पायऱ्यांची आणि कोव्ह-लाइट असलेली फॉल्स सीलिंग, जी बीम, डक्ट आणि वायरिंग लपवतात आणि प्रत्येक खोलीला प्रकाशयोजनेसाठी स्वच्छ रेषा देतात.',
  'Gypsum Plaster': 'जिप्सम प्लास्टर',
  'Machine-applied or hand-applied gypsum plaster over brick and block walls for a smooth, crack-resistant base that needs less putty before painting.':
    'विटा आणि ब्लॉकच्या भिंतींवर यंत्राने किंवा हाताने लावलेले जिप्सम प्लास्टर: गुळगुळीत, तडे न जाणारा पाया, ज्यामुळे रंगकामाआधी कमी पुट्टी लागते.',
  'GypsumWall Paneling': 'जिप्सम भिंत पॅनेलिंग',
  'Gypsum-based wall panels with grooves, mouldings or recessed lighting that give a paneled look at a lower cost than wood.':
    'खाचा, मोल्डिंग किंवा आत बसवलेल्या दिव्यांसह जिप्समचे भिंत पॅनेल, जे लाकडापेक्षा कमी खर्चात पॅनेलिंगचा देखावा देतात.',
  'Acoustic Partition': 'ध्वनिरोधक पार्टिशन',
  'Double-boarded partitions with mineral wool in the cavity, for cabins, conference rooms and bedrooms that need real sound privacy.':
    'मधल्या पोकळीत मिनरल वूल असलेली दुहेरी बोर्डची पार्टिशन्स, ज्या केबिन, कॉन्फरन्स रूम आणि शयनकक्षांना खरोखर आवाजापासून खासगीपणा हवा त्यांच्यासाठी.',
  'Acoustic Ceiling': 'ध्वनिरोधक छत',
  'Perforated gypsum and mineral-fibre ceilings that absorb echo in offices, classrooms, banquet halls and home theatres.':
    'कार्यालये, वर्गखोल्या, बँक्वेट हॉल आणि होम थिएटरमधील प्रतिध्वनी शोषणारी छिद्रित जिप्सम आणि मिनरल-फायबर छते.',
  'Metal ceiling': 'धातूचे छत',
  'Aluminium and galvanised-steel baffle, strip and tile ceilings for showrooms, lobbies and wet areas where moisture rules out board.':
    'शोरूम, लॉबी आणि ओलसर भागांसाठी, जिथे ओलाव्यामुळे बोर्ड चालत नाही, ॲल्युमिनियम आणि गॅल्व्हनाइज्ड स्टीलची बॅफल, पट्टी आणि टाइल छते.',
  'Grid ceiling': 'ग्रिड छत',
  'Exposed or concealed 600 × 600 grid ceilings with removable tiles, the practical choice for offices where AC and cabling need regular access.':
    'काढता येणाऱ्या टाइल्ससह उघडे किंवा लपवलेले 600 × 600 ग्रिड छत: जिथे AC आणि केबलपर्यंत वारंवार पोहोचावे लागते अशा कार्यालयांसाठी व्यवहार्य पर्याय.',
  'From a single bedroom repaint to the exterior of a housing society, our painters prepare surfaces properly before the first coat: scraping, crack filling, putty and primer. We use branded paints in the exact shade you approved, cover floors and furniture, and leave the site clean every evening.':
    'एका शयनकक्षाच्या पुन्हा रंगकामापासून ते गृहनिर्माण सोसायटीच्या बाह्य भिंतींपर्यंत, आमचे रंगारी पहिल्या कोटापूर्वी पृष्ठभाग नीट तयार करतात: खरवडणे, तडे भरणे, पुट्टी आणि प्रायमर. आपण मंजूर केलेल्या नेमक्या शेडमध्ये आम्ही ब्रँडेड रंग वापरतो, जमीन आणि फर्निचर झाकतो, आणि रोज संध्याकाळी जागा स्वच्छ करून जातो.',
  'Internal Wall Painting': 'आतील भिंतींचे रंगकाम',
  'Emulsion, lustre and washable finishes for living rooms, bedrooms and offices, applied over properly sanded putty for an even sheen.':
    'दिवाणखाना, शयनकक्ष आणि कार्यालयांसाठी इमल्शन, लस्टर आणि धुता येणारे फिनिश, एकसारख्या चकाकीसाठी नीट घासलेल्या पुट्टीवर लावलेले.',
  'External Wall Painting': 'बाह्य भिंतींचे रंगकाम',
  'Weather-proof exterior coatings with crack-bridging primers that stand up to the Nashik monsoon and summer sun.':
    'तडे झाकणाऱ्या प्रायमरसह हवामानरोधक बाह्य कोटिंग, जे नाशिकचा पावसाळा आणि उन्हाळ्यातील ऊन सहन करतात.',
  Oilpaint: 'ऑइलपेंट',
  'Oil-based paint for grills, gates, railings and old wooden surfaces that need a tough, glossy, easy-to-wipe coat.':
    'ग्रिल, गेट, रेलिंग आणि जुन्या लाकडी पृष्ठभागांसाठी तेलावर आधारित रंग: टिकाऊ, चकचकीत आणि पुसायला सोपा थर.',
  Polish: 'पॉलिश',
  'Hand-rubbed melamine and French polish that brings out the grain of teak and veneer furniture, doors and paneling.':
    'हाताने घासून केलेले मेलामाइन आणि फ्रेंच पॉलिश, जे सागवान आणि व्हिनियरच्या फर्निचर, दरवाजे आणि पॅनेलिंगचे पोत खुलवते.',
  'Spray Polish': 'स्प्रे पॉलिश',
  'PU and melamine polish applied by spray gun for a uniform matt or high-gloss finish on large veneer surfaces and shutters.':
    'मोठ्या व्हिनियर पृष्ठभागांवर आणि शटरवर एकसारख्या मॅट किंवा चकचकीत फिनिशसाठी स्प्रे गनने लावलेले PU आणि मेलामाइन पॉलिश.',
  Deco: 'डेको',
  'Decorative paint effects such as metallic, marble, suede and stencil finishes for feature walls, temples and reception areas.':
    'खास भिंती, देव्हारे आणि रिसेप्शनसाठी मेटॅलिक, संगमरवरी, स्युएड आणि स्टेन्सिलसारखे सजावटीचे रंग परिणाम.',
  'Spray Painting': 'स्प्रे पेंटिंग',
  'Airless spray painting for ceilings, large halls and industrial sheds, faster than rollers and free of brush marks.':
    'छत, मोठे हॉल आणि औद्योगिक शेडसाठी एअरलेस स्प्रे पेंटिंग: रोलरपेक्षा जलद आणि ब्रशच्या खुणांशिवाय.',
  'All Type Texture': 'सर्व प्रकारचे टेक्स्चर',
  'Roller, trowel and stone-finish textures for interior and exterior walls, from a subtle sand finish to bold patterns.':
    'आतील आणि बाह्य भिंतींसाठी रोलर, थापी आणि दगडी फिनिशचे टेक्स्चर, हलक्या वाळूसारख्या फिनिशपासून ठळक नक्षीपर्यंत.',
  'Wall Paper': 'वॉल पेपर',
  'Supply and installation of vinyl, fabric-backed and custom-printed wallpapers, with wall preparation for a bubble-free finish.':
    'व्हिनाइल, कापडी आधार असलेले आणि खास छापलेले वॉलपेपर पुरवणे व लावणे, बुडबुडे न येणाऱ्या फिनिशसाठी भिंतीच्या तयारीसह.',
  'Enamel Paint': 'इनॅमल पेंट',
  'Synthetic enamel for doors, windows and metal work, giving a hard, glossy and moisture-resistant surface.':
    'दरवाजे, खिडक्या आणि धातुकामासाठी सिंथेटिक इनॅमल: कठीण, चकचकीत आणि ओलावारोधक पृष्ठभाग.',
  'A floor is the one surface you touch all day, so we take levels, slopes and joints seriously. Our teams lay stone, tile, vinyl and wood on a properly prepared base, with spacers, levelling clips and the right adhesive for each material.':
    'जमीन हा दिवसभर ज्याला आपला स्पर्श होतो असा पृष्ठभाग आहे, म्हणून आम्ही पातळी, उतार आणि जोड गांभीर्याने घेतो. आमच्या टीम नीट तयार केलेल्या पायावर स्पेसर, लेव्हलिंग क्लिप आणि प्रत्येक साहित्यासाठी योग्य चिकटद्रव्य वापरून दगड, टाइल, व्हिनाइल आणि लाकूड बसवतात.',
  'Tile, Marble and Granite Work': 'टाइल, मार्बल आणि ग्रॅनाइट काम',
  'Vitrified tiles, Indian and imported marble and granite for floors, staircases and kitchen platforms, laid true to level with matched joints.':
    'जमीन, जिने आणि किचन ओट्यांसाठी व्हिट्रिफाइड टाइल्स, भारतीय व आयात केलेले मार्बल आणि ग्रॅनाइट, अचूक पातळीत आणि जुळणाऱ्या जोडांसह बसवलेले.',
  'Vinyl Flooring': 'व्हिनाइल फ्लोअरिंग',
  'Vinyl planks and sheet flooring for offices, clinics and bedrooms: quiet underfoot, water-resistant and quick to install over existing tile.':
    'कार्यालये, दवाखाने आणि शयनकक्षांसाठी व्हिनाइल प्लँक आणि शीट फ्लोअरिंग: चालताना आवाज नाही, पाणीरोधक, आणि आहे त्या टाइलवर पटकन बसवता येते.',
  'Wooden Flooring': 'लाकडी फ्लोअरिंग',
  'Engineered and laminate wooden floors on acoustic underlay, with skirting and transition profiles that finish every edge.':
    'ध्वनिरोधक थरावर इंजिनिअर्ड आणि लॅमिनेट लाकडी फ्लोअरिंग, प्रत्येक कड पूर्ण करणाऱ्या स्कर्टिंग आणि ट्रान्झिशन प्रोफाइलसह.',
  'Gypsum Wall Paneling': 'जिप्सम भिंत पॅनेलिंग',
  'Gypsum paneling that carries the floor’s lines up the wall, used to frame beds, TV walls and reception backdrops.':
    'जमिनीच्या रेषा भिंतीवर नेणारे जिप्सम पॅनेलिंग, बेड, टीव्ही भिंत आणि रिसेप्शनच्या पार्श्वभूमीला चौकट देण्यासाठी.',
  // config/catalogue-carpentry.ts
  'Our carpenters build on site and in our Satpur workshop using branded BWP and MR-grade plywood, machine edge-banding and named hardware. Every piece is drawn before it is made, so you know its size, finish and fittings in advance.':
    'आमचे सुतार जागेवर आणि आमच्या सातपूर येथील कार्यशाळेत ब्रँडेड BWP आणि MR-ग्रेड प्लायवूड, यंत्राने केलेले एज-बँडिंग आणि नामांकित हार्डवेअर वापरून काम करतात. प्रत्येक वस्तू बनवण्यापूर्वी तिचे रेखाचित्र काढले जाते, त्यामुळे तिचा आकार, फिनिश आणि फिटिंग्ज आपल्याला आधीच कळतात.',
  'Modular furniture is made in our workshop on CNC panel saws and edge-banders while your site is still being prepared, then assembled at home in days rather than weeks. Factory precision means straight lines, tight joints and shutters that stay aligned, with the same range of designs our carpenters build on site.':
    'आपली जागा तयार होत असतानाच मॉड्युलर फर्निचर आमच्या कार्यशाळेत CNC पॅनेल सॉ आणि एज-बँडरवर बनवले जाते, आणि मग आठवड्यांऐवजी काही दिवसांत घरी जोडले जाते. कारखान्यातील अचूकतेमुळे सरळ रेषा, घट्ट जोड आणि नीट जुळलेली शटर मिळतात, आणि डिझाइन्सची श्रेणी आमचे सुतार जागेवर बनवतात तीच असते.',
  'Sliding Wardrobe': 'सरकत्या दारांचा वॉर्डरोब',
  'Floor-to-loft wardrobes on soft-close sliding tracks, ideal where a bed leaves no room for swinging shutters. Shutters in laminate, lacquered glass or mirror.':
    'सॉफ्ट-क्लोज सरकत्या ट्रॅकवरचे जमिनीपासून माळ्यापर्यंतचे वॉर्डरोब, जिथे बेडमुळे उघडणाऱ्या दारांना जागा नसते तिथे आदर्श. शटर लॅमिनेट, लॅकर्ड ग्लास किंवा आरशात.',
  'Hinged Wardrobe': 'बिजागरी दारांचा वॉर्डरोब',
  'Classic hinged-shutter wardrobes with hanging, shelves, drawers and a locker planned around what you actually own. Hinges and channels are soft-close as standard.':
    'आपल्याकडे प्रत्यक्षात जे सामान आहे त्यानुसार आखलेले, कपडे टांगण्याची जागा, कप्पे, ड्रॉवर आणि लॉकर असलेले पारंपरिक बिजागरी वॉर्डरोब. बिजागऱ्या आणि चॅनेल सॉफ्ट-क्लोजच असतात.',
  'TV Unit': 'टीव्ही युनिट',
  'Wall-mounted or floor-standing TV units with concealed wiring, a set-top box shelf with ventilation and closed storage below. Finished to match the living-room paneling.':
    'लपवलेले वायरिंग, हवेशीर सेट-टॉप बॉक्स कप्पा आणि खाली बंद स्टोरेज असलेले भिंतीवरचे किंवा जमिनीवर उभे टीव्ही युनिट, दिवाणखान्याच्या पॅनेलिंगशी जुळणाऱ्या फिनिशमध्ये.',
  'Sofa Set': 'सोफा सेट',
  'Made-to-measure sofas on seasoned hardwood frames with high-density foam and your choice of fabric or leatherette. Sized to your room rather than a showroom floor.':
    'मुरलेल्या हार्डवूडच्या फ्रेमवर, हाय-डेन्सिटी फोम आणि आपल्या पसंतीच्या कापड किंवा लेदरेटसह मापानुसार बनवलेले सोफे, शोरूमच्या नव्हे तर आपल्या खोलीच्या आकारानुसार.',
  'Study Table': 'अभ्यासाचे टेबल',
  'Study and work-from-home tables with cable management, a keyboard drawer and overhead shelving. Heights are set for the person who will sit there.':
    'केबल व्यवस्थापन, कीबोर्ड ड्रॉवर आणि वरच्या कप्प्यांसह अभ्यासाचे आणि घरून कामाचे टेबल. उंची तिथे बसणाऱ्या व्यक्तीनुसार ठरवली जाते.',
  'Kitchen Trolley': 'किचन ट्रॉली',
  'Stainless-steel baskets, cutlery trays and pull-outs fitted into kitchen cabinets on full-extension channels, so nothing gets lost at the back of a shelf.':
    'किचनच्या कपाटांत फुल-एक्स्टेन्शन चॅनेलवर बसवलेल्या स्टेनलेस स्टीलच्या बास्केट, कटलरी ट्रे आणि पुल-आउट, त्यामुळे कप्प्याच्या मागे काहीही हरवत नाही.',
  'Crockery Storage Unit': 'क्रॉकरी स्टोरेज युनिट',
  'Dining-room crockery units with glass display shutters, lit shelves and closed drawers for everyday cutlery and table linen.':
    'काचेची दर्शनी शटर, दिवे असलेले कप्पे आणि रोजची कटलरी व टेबलक्लॉथसाठी बंद ड्रॉवर असलेली जेवणघरातील क्रॉकरी युनिट्स.',
  'Loft Storage': 'माळा स्टोरेज',
  'Overhead lofts above wardrobes, passages and kitchens for suitcases and seasonal items, with shutters that line up with the units below.':
    'सुटकेस आणि हंगामी वस्तूंसाठी वॉर्डरोब, पॅसेज आणि किचनवरील माळे, खालच्या युनिट्सशी रेषेत जुळणाऱ्या शटरसह.',
  'Wall Paneling – Full Finished': 'भिंतीचे पॅनेलिंग – पूर्ण फिनिश',
  'Wall paneling finished edge to edge in a single veneer, laminate or fluted profile, for a seamless feature wall behind a bed or sofa.':
    'बेड किंवा सोफ्यामागील अखंड खास भिंतीसाठी, एकाच व्हिनियर, लॅमिनेट किंवा फ्लूटेड प्रोफाइलमध्ये कडेपासून कडेपर्यंत फिनिश केलेले भिंतीचे पॅनेलिंग.',
  'Wall Paneling – Combo Finished': 'भिंतीचे पॅनेलिंग – कॉम्बो फिनिश',
  'Paneling that combines two finishes, such as veneer with fabric, mirror strips or a painted recess, to frame a TV, a headboard or artwork.':
    'टीव्ही, बेडचे हेडबोर्ड किंवा कलाकृतीला चौकट देण्यासाठी दोन फिनिश एकत्र करणारे पॅनेलिंग, जसे कापडासह व्हिनियर, आरशाच्या पट्ट्या किंवा रंगवलेला खोलगट भाग.',
  'Column Paneling – Full Finished': 'खांबाचे पॅनेलिंग – पूर्ण फिनिश',
  'Columns cladded on all sides in one material, turning an awkward structural element into a clean, deliberate part of the room.':
    'सर्व बाजूंनी एकाच साहित्याने आच्छादलेले खांब, ज्यामुळे अडचणीचा बांधकामाचा भाग खोलीचा नीटनेटका, विचारपूर्वक भाग बनतो.',
  'Column Paneling – Combo Finished': 'खांबाचे पॅनेलिंग – कॉम्बो फिनिश',
  'Column cladding that mixes wood with metal trims, mirror or backlit panels, often used in lobbies, showrooms and restaurants.':
    'लाकडासोबत धातूच्या पट्ट्या, आरसा किंवा मागून प्रकाश असलेली पॅनेल्स एकत्र करणारे खांबांचे आच्छादन, बहुधा लॉबी, शोरूम आणि रेस्टॉरंटमध्ये वापरले जाते.',
  'Main Door with Frame': 'चौकटीसह मुख्य दरवाजा',
  'Solid-core main doors on hardwood frames with veneer or laminate skins, brass or steel hardware and provision for a digital lock.':
    'हार्डवूड चौकटीवर व्हिनियर किंवा लॅमिनेट आवरण असलेले भरीव मुख्य दरवाजे, पितळी किंवा स्टील हार्डवेअर आणि डिजिटल लॉकच्या सोयीसह.',
  'Internal Door with Frame': 'चौकटीसह आतील दरवाजा',
  'Flush doors for bedrooms and bathrooms on termite-treated frames, with waterproof cores where they face a wet area.':
    'वाळवीरोधक प्रक्रिया केलेल्या चौकटीवर शयनकक्ष आणि स्नानगृहांसाठी फ्लश दरवाजे, ओल्या भागासमोर पाणीरोधक गाभ्यासह.',
  'CNC Cutting Door': 'CNC कटिंग दरवाजा',
  'Doors with CNC-routed patterns, jaali work or grooves, popular for pooja rooms and partitions where light and air should pass through.':
    'CNC ने कोरलेली नक्षी, जाळीकाम किंवा खाचा असलेले दरवाजे, देवघरे आणि जिथून प्रकाश व हवा आत यावी अशा पार्टिशनसाठी लोकप्रिय.',
  'Wall Shelf': 'भिंतीवरील कप्पा',
  'Floating shelves on concealed brackets for books, plants and display, sized and fixed to carry real weight, not just decor.':
    'पुस्तके, रोपे आणि शोभेच्या वस्तूंसाठी लपवलेल्या ब्रॅकेटवरचे तरंगते कप्पे, केवळ सजावटीसाठी नव्हे तर खरे वजन पेलतील अशा आकारात आणि पद्धतीने बसवलेले.',
  'Wooden Ceiling': 'लाकडी छत',
  'Slatted or panelled ceilings in veneer or laminate that add warmth to living rooms, terraces and reception areas, with access panels for lights and wiring.':
    'दिवाणखाना, गच्ची आणि रिसेप्शनला उबदारपणा देणारी व्हिनियर किंवा लॅमिनेटची पट्ट्यांची किंवा पॅनेलची छते, दिवे आणि वायरिंगसाठी ॲक्सेस पॅनेलसह.',
  Planter: 'प्लांटर',
  'Built-in planters with waterproof liners and drainage for balconies, terraces and indoor dividers, in marine plywood with a durable finish.':
    'बाल्कनी, गच्ची आणि घरातील विभाजकांसाठी पाणीरोधक अस्तर आणि निचऱ्याची सोय असलेले अंगभूत प्लांटर, टिकाऊ फिनिशसह मरीन प्लायवूडमध्ये.',
  'Window Seating': 'खिडकीतील बैठक',
  'Cushioned seats built into window bays with storage drawers underneath, a favourite reading corner in bedrooms and kids’ rooms.':
    'खाली स्टोरेज ड्रॉवर असलेल्या, खिडकीच्या कोनाड्यात बांधलेल्या गादीच्या बैठकी: शयनकक्ष आणि मुलांच्या खोलीतील वाचनाचा आवडता कोपरा.',
  'Acoustic Paneling': 'ध्वनिरोधक पॅनेलिंग',
  'Slatted wood panels over acoustic felt or perforated boards that soften echo in home theatres, boardrooms and studios.':
    'होम थिएटर, बोर्डरूम आणि स्टुडिओमधील प्रतिध्वनी कमी करणारे, ध्वनिरोधक फेल्ट किंवा छिद्रित बोर्डवरील लाकडी पट्ट्यांचे पॅनेल.',
  // The budget guide (config/budget-guide.ts).
  'Interior Design Budget Guide': 'इंटिरियर डिझाइन बजेट मार्गदर्शक',
  'What moves the number': 'आकडा कशामुळे बदलतो',
  'Start with a per-square-foot figure': 'प्रति चौरस फूट दरापासून सुरुवात करा',
  'A simple way to estimate your own home': 'आपल्या घराचा अंदाज काढण्याचा सोपा मार्ग',
  'Choosing materials without overspending': 'जास्त खर्च न करता साहित्य निवडणे',
  'Scope of work by room': 'खोलीनुसार कामाची व्याप्ती',
  'Material selection': 'साहित्याची निवड',
  Room: 'खोली',
  Size: 'आकार',
  'Scope of work': 'कामाची व्याप्ती',
  Materials: 'साहित्य',
} satisfies Record<string, string>;
