import type { DemoRejectedReview, DemoReviewText, DemoUser, ReviewGroup } from "./demo-types";

// Demo accounts and shoppers, and the customer-review texts the seed spreads over the catalogue.
// `{store}` in a text is replaced by one of the product's stores (in Arabic in Arabic texts).

export const DEMO_ADMIN_EMAIL = "admin@example.com";
export const DEMO_ADMIN_PASSWORD = "qaren-admin-123";
export const DEMO_USER_EMAIL = "user@example.com";
export const DEMO_USER_PASSWORD = "qaren-user-123";

export const DEMO_USERS: DemoUser[] = [
  {
    key: "admin",
    name: "Qaren Admin",
    email: DEMO_ADMIN_EMAIL,
    role: "admin",
    lang: "en",
    joinedDaysAgo: 180,
    lastSignInDaysAgo: 1,
  },
  {
    key: "demo-user",
    name: "Sara Al-Qahtani",
    email: DEMO_USER_EMAIL,
    role: "user",
    lang: "en",
    joinedDaysAgo: 150,
    lastSignInDaysAgo: 2,
  },
  {
    key: "abdullah",
    name: "عبدالله الشهري",
    email: "abdullah.alshehri@example.com",
    role: "user",
    lang: "ar",
    joinedDaysAgo: 410,
    lastSignInDaysAgo: 3,
  },
  {
    key: "noura",
    name: "نورة العتيبي",
    email: "noura.alotaibi@example.com",
    role: "user",
    lang: "ar",
    joinedDaysAgo: 265,
    lastSignInDaysAgo: 6,
  },
  {
    key: "fahad",
    name: "فهد الدوسري",
    email: "fahad.aldossary@example.net",
    role: "user",
    lang: "ar",
    joinedDaysAgo: 330,
    lastSignInDaysAgo: 12,
  },
  {
    key: "reem",
    name: "ريم الزهراني",
    email: "reem.alzahrani@example.com",
    role: "user",
    lang: "ar",
    joinedDaysAgo: 198,
    lastSignInDaysAgo: 1,
  },
  {
    key: "khalid",
    name: "خالد الغامدي",
    email: "khalid.alghamdi@example.org",
    role: "user",
    lang: "ar",
    joinedDaysAgo: 142,
    lastSignInDaysAgo: 25,
  },
  {
    key: "haya",
    name: "هيا المطيري",
    email: "haya.almutairi@example.com",
    role: "user",
    lang: "ar",
    joinedDaysAgo: 171,
    lastSignInDaysAgo: null,
  },
  {
    key: "mohammed",
    name: "محمد الحربي",
    email: "m.alharbi@example.net",
    role: "user",
    lang: "ar",
    joinedDaysAgo: 388,
    lastSignInDaysAgo: 4,
  },
  {
    key: "maha",
    name: "Maha Alyami",
    email: "maha.alyami@example.com",
    role: "user",
    lang: "ar",
    joinedDaysAgo: 221,
    lastSignInDaysAgo: 9,
  },
  {
    key: "faisal",
    name: "Faisal Alshammari",
    email: "faisal.alshammari@example.com",
    role: "user",
    lang: "en",
    joinedDaysAgo: 302,
    lastSignInDaysAgo: 2,
  },
  {
    key: "lama",
    name: "Lama Bakhsh",
    email: "lama.bakhsh@example.org",
    role: "user",
    lang: "en",
    joinedDaysAgo: 240,
    lastSignInDaysAgo: 15,
  },
  {
    key: "turki",
    name: "Turki Alsubaie",
    email: "turki.alsubaie@example.com",
    role: "user",
    lang: "en",
    joinedDaysAgo: 133,
    lastSignInDaysAgo: null,
  },
  {
    key: "dana",
    name: "Dana Alrashed",
    email: "dana.alrashed@example.net",
    role: "user",
    lang: "en",
    joinedDaysAgo: 187,
    lastSignInDaysAgo: 5,
  },
  {
    key: "omar",
    name: "Omar Khan",
    email: "omar.khan@example.com",
    role: "user",
    lang: "en",
    joinedDaysAgo: 356,
    lastSignInDaysAgo: 8,
  },
  {
    key: "yousef",
    name: "Yousef Alenezi",
    email: "yousef.alenezi@example.org",
    role: "user",
    lang: "en",
    joinedDaysAgo: 128,
    lastSignInDaysAgo: 31,
  },
];

/** The demo user's own reviews, one in each moderation state (shown on the profile's My Reviews). */
export const DEMO_USER_REVIEWS: {
  product: string;
  status: "approved" | "pending" | "rejected";
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  reason?: string;
  daysAgo: number;
}[] = [
  {
    product: "apple-airpods-pro-2-usb-c",
    status: "approved",
    rating: 5,
    text: "Noise cancelling is brilliant in the car and on flights. The USB-C case finally matches my iPhone cable, one charger for everything.",
    daysAgo: 41,
  },
  {
    product: "ninja-foodi-dual-zone-air-fryer-af300me",
    status: "pending",
    rating: 4,
    text: "القلاية ممتازة وكبيرة وتكفي العائلة، بس ودي لو صوت المؤقت أعلى لأني ما أسمعه من الصالة.",
    daysAgo: 1,
  },
  {
    product: "samsung-galaxy-s25-ultra-256gb-titanium-silverblue",
    status: "rejected",
    rating: 5,
    text: "لقيته أرخص بـ 300 ريال في متجر ثاني، هذا الرابط: bit.ly/s25-offer",
    reason: "يحتوي على رابط لمتجر آخر",
    daysAgo: 9,
  },
];

export const DEMO_REVIEW_TEXTS: Record<ReviewGroup | "generic", DemoReviewText[]> = {
  mobile: [
    { rating: 5, text: "البطارية تكفيني يوم كامل مع استخدام ثقيل، والكاميرا بالليل ممتازة" },
    {
      rating: 5,
      text: "وصلني من {store} ثاني يوم والكرتون مختوم، نسخة الشرق الأوسط وفيها فيس تايم",
      for: ["brand:apple"],
    },
    { rating: 4, text: "الجهاز ممتاز بس يسخن شوي وقت الشحن السريع" },
    {
      rating: 5,
      text: "Upgraded from an 11 Pro and the difference in the camera is huge. Zoom shots at my son's graduation came out sharp.",
      for: [
        "apple-iphone-16-pro-max-256gb-desert-titanium",
        "apple-iphone-15-pro-max-256gb-natural-titanium",
      ],
    },
    {
      rating: 4,
      text: "Great screen and battery. Lost one star because there is no charger in the box.",
      for: ["category:smartphones"],
    },
    { rating: 5, text: "سعره في {store} كان أرخص من غيره بـ 200 ريال، ومع ضمان الوكيل" },
    {
      rating: 3,
      text: "جيد لكن الشاحن مو موجود بالعلبة واضطريت أشتري شاحن 45 واط لحاله",
      for: ["brand:samsung"],
    },
    {
      rating: 5,
      text: "Arabic keyboard and Arabic voice typing work perfectly. Battery easily lasts until the evening.",
    },
    { rating: 4, text: "نقلت بياناتي من الجهاز القديم بسهولة، والشاشة واضحة حتى تحت الشمس" },
    { rating: 2, text: "وصلني الجهاز والشاشة فيها بكسل ميت، بدلوه لي بس أخذ أسبوعين" },
    {
      rating: 5,
      text: "Battery health still 100% after two months. Photos of the Riyadh skyline at night look unreal.",
      for: ["brand:apple"],
    },
    { rating: 4, text: "Solid phone, light in the hand. Wish the base model had more storage." },
    { rating: 5, text: "أفضل جوال استخدمته، سريع وما يعلق أبد حتى مع الألعاب" },
    { rating: 3, text: "Good phone but honestly not a big jump from last year's model." },
    { rating: 4, text: "للمذاكرة والقراءة ممتاز، والبطارية تطول", for: ["category:tablets"] },
    {
      rating: 5,
      text: "Bought it for my daughter's school. She takes notes with the pen every day and it already survived a fall.",
      for: ["apple-ipad-air-11-m2-wifi-128gb-space-grey", "samsung-galaxy-tab-s9-fe-wifi-128gb-gray"],
    },
    { rating: 4, text: "يشغل يوتيوب وشاهد بدون أي مشاكل، وصوت السماعات قوي" },
    { rating: 5, text: "الشحن السريع خرافي، نص ساعة ويصير فوق 70%", for: ["category:smartphones"] },
    {
      rating: 4,
      text: "Face ID works even with my shemagh on. Camera is excellent in daylight.",
      for: [
        "apple-iphone-16-pro-max-256gb-desert-titanium",
        "apple-iphone-15-pro-max-256gb-natural-titanium",
        "apple-iphone-15-128gb-black",
      ],
    },
    { rating: 1, text: "طلبت اللون الأزرق ووصلني أسود، وخدمة العملاء ما ردوا علي" },
    {
      rating: 5,
      text: "The 5x zoom is addictive. Took great photos of the falcons at the festival.",
      for: [
        "apple-iphone-16-pro-max-256gb-desert-titanium",
        "apple-iphone-15-pro-max-256gb-natural-titanium",
        "samsung-galaxy-s25-ultra-256gb-titanium-silverblue",
        "samsung-galaxy-s24-ultra-256gb-titanium-black",
      ],
    },
  ],
  wearable: [
    { rating: 5, text: "تقيس النوم بدقة، وتنبهني بالاهتزاز وقت الصلاة بدون ما أزعج اللي حولي" },
    {
      rating: 5,
      text: "Use it for my evening walks on the Wadi Hanifa trail. GPS is accurate and the battery lasts several days.",
    },
    {
      rating: 4,
      text: "الساعة حلوة ومريحة، بس تحتاج شحن كل يومين تقريباً",
      for: ["brand:samsung", "apple-watch-ultra-2-49mm-titanium-ocean-band"],
    },
    { rating: 3, text: "عداد الخطوات أحياناً يحسب وأنا أسوق السيارة" },
    {
      rating: 5,
      text: "Love the always-on screen. Paid with it at the supermarket and it worked first time.",
      for: ["brand:apple", "brand:samsung"],
    },
    { rating: 4, text: "Comfortable enough to sleep in. The strap gets sweaty in the summer though." },
    { rating: 5, text: "سعرها ممتاز مقابل المزايا، والشاشة واضحة تحت الشمس" },
    { rating: 4, text: "ضبطتها على اللغة العربية والقوائم واضحة، بس بعض الإشعارات تطلع بدون الإيموجي" },
    { rating: 2, text: "Heart rate readings jump around during workouts. Returned it to {store}." },
    { rating: 5, text: "هدية لزوجي وعجبته مرة، خصوصاً قياس الأكسجين" },
    { rating: 5, text: "Swam with it at the compound pool, no issues at all." },
    { rating: 4, text: "خفيفة ما تحس فيها، وتطبيق الجوال سهل" },
  ],
  computer: [
    {
      rating: 5,
      text: "اللابتوب خفيف وبطاريته خرافية، أستخدمه في الجامعة من الصباح للعصر بدون شاحن",
      for: [
        "apple-macbook-air-13-m3-8gb-256gb-midnight-arabic",
        "apple-macbook-pro-14-m3-pro-18gb-512gb-space-black",
        "lenovo-ideapad-slim-5-14irl8-core-i7-16gb-512gb",
      ],
    },
    {
      rating: 5,
      text: "Got the Arabic/English keyboard version from {store}. Keys are printed clearly, not stickers.",
      for: ["category:laptops"],
    },
    {
      rating: 4,
      text: "أداء ممتاز للمونتاج، بس المراوح تعلى شوي مع الرندر",
      for: ["apple-macbook-pro-14-m3-pro-18gb-512gb-space-black", "asus-rog-strix-g16-g614jv-i7-rtx-4060"],
    },
    {
      rating: 4,
      text: "Screen is bright and sharp. Only 8GB of RAM on this config feels tight with many Chrome tabs.",
      for: ["apple-macbook-air-13-m3-8gb-256gb-midnight-arabic", "hp-pavilion-15-eg3005ne-core-i5-8gb-512gb"],
    },
    {
      rating: 3,
      text: "جيد للاستخدام اليومي، لكن السماعات ضعيفة والشاشة انعكاسها عالي",
      for: [
        "hp-pavilion-15-eg3005ne-core-i5-8gb-512gb",
        "dell-inspiron-15-3530-core-i7-16gb-512gb",
        "lenovo-ideapad-slim-5-14irl8-core-i7-16gb-512gb",
      ],
    },
    {
      rating: 5,
      text: "Plays everything I throw at it at high settings. Temperatures are fine with a cooling pad.",
      for: ["asus-rog-strix-g16-g614jv-i7-rtx-4060"],
    },
    {
      rating: 5,
      text: "وصل مع ويندوز أصلي مفعّل وكيبورد عربي، ما احتجت أسوي شي",
      for: ["brand:lenovo", "brand:hp", "brand:dell", "brand:asus"],
    },
    { rating: 2, text: "الشاحن صار يسخن بشكل مزعج بعد شهر، وراجعت الضمان", for: ["category:laptops"] },
    {
      rating: 5,
      text: "Perfect monitor for PS5 at 1440p. Colours are punchy out of the box.",
      for: ["category:monitors"],
    },
    {
      rating: 4,
      text: "الشاشة ممتازة للشغل، بس الستاند ما يرتفع كثير",
      for: ["samsung-odyssey-g5-27-qhd-165hz-curved", "dell-s2721ds-27-qhd-ips-monitor"],
    },
    {
      rating: 5,
      text: "فرق كبير بعد ما غيرت لشاشة 165 هرتز، اللعب صار أنعم بكثير",
      for: ["samsung-odyssey-g5-27-qhd-165hz-curved", "lg-ultragear-27gr75q-b-27-qhd-ips-165hz"],
    },
    { rating: 4, text: "Delivery was fast and the box came sealed. Setup took five minutes." },
    {
      rating: 3,
      text: "Decent laptop, but it came with a lot of preinstalled trial software.",
      for: [
        "hp-pavilion-15-eg3005ne-core-i5-8gb-512gb",
        "dell-inspiron-15-3530-core-i7-16gb-512gb",
        "lenovo-ideapad-slim-5-14irl8-core-i7-16gb-512gb",
      ],
    },
    { rating: 5, text: "أفضل شي سويته إني أخذته من العروض، نفس الجهاز كان أغلى بـ 400 ريال" },
  ],
  tv: [
    { rating: 5, text: "الصورة نقية والألوان حلوة، ركبناها في المجلس والكل انبهر" },
    { rating: 5, text: "Watched the football on it last weekend, motion is smooth and the screen is huge." },
    { rating: 4, text: "التطبيقات كلها موجودة شاهد ونتفليكس ويوتيوب، بس الريموت صغير شوي" },
    {
      rating: 4,
      text: "Great picture for the price. The built-in speakers are average, so I added a soundbar.",
    },
    {
      rating: 3,
      text: "الصورة حلوة بس إذا جلست على الجنب تقل الألوان",
      for: ["samsung-65-crystal-uhd-4k-cu7000", "tcl-55-c745-qled-4k-144hz", "hisense-50-a6-4k-uhd-smart-tv"],
    },
    { rating: 5, text: "التوصيل والتركيب على الجدار كان مجاني من {store} والفني محترم" },
    { rating: 5, text: "Blacks are perfect and PS5 at 120Hz looks stunning.", for: ["lg-55-oled-evo-c3"] },
    { rating: 2, text: "وصلت الشاشة وفيها خط في الزاوية، رجعتها وطول الموضوع لين استرجعت المبلغ" },
    { rating: 4, text: "واجهتها سهلة وتدعم العربي، والصوت مقبول" },
    {
      rating: 5,
      text: "Brightness is excellent, even with the curtains open at noon.",
      for: ["samsung-65-neo-qled-4k-qn90d", "tcl-55-c745-qled-4k-144hz", "sony-bravia-55-x80l-4k-google-tv"],
    },
    { rating: 4, text: "Good TV. Setup asked for a lot of accounts, but after that it's fast." },
    {
      rating: 5,
      text: "ما توقعت هالجودة بهالسعر، أنصح فيها لغرف النوم",
      for: ["hisense-50-a6-4k-uhd-smart-tv", "tcl-55-c745-qled-4k-144hz", "samsung-65-crystal-uhd-4k-cu7000"],
    },
  ],
  audio: [
    {
      rating: 5,
      text: "عزل الصوت خرافي، استخدمتها في رحلة الرياض لندن وما سمعت صوت المحركات",
      for: [
        "apple-airpods-pro-2-usb-c",
        "apple-airpods-4-active-noise-cancellation",
        "sony-wh-1000xm5-black",
        "samsung-galaxy-buds3-pro-silver",
        "bose-quietcomfort-ultra-headphones-black",
      ],
    },
    {
      rating: 5,
      text: "Noise cancelling on the metro is excellent. Calls are clear even on a windy day.",
      for: [
        "apple-airpods-pro-2-usb-c",
        "apple-airpods-4-active-noise-cancellation",
        "sony-wh-1000xm5-black",
        "samsung-galaxy-buds3-pro-silver",
        "bose-quietcomfort-ultra-headphones-black",
      ],
    },
    {
      rating: 4,
      text: "الصوت نقي والباس قوي، بس تدفّي الأذن بعد ساعتين",
      for: ["sony-wh-1000xm5-black", "bose-quietcomfort-ultra-headphones-black", "jbl-tune-520bt-black"],
    },
    {
      rating: 5,
      text: "Switching between my iPhone and laptop is seamless. Battery lasts all week at work.",
    },
    { rating: 4, text: "Sound is great. The touch controls take some getting used to." },
    { rating: 3, text: "الصوت جيد بس المايك في المكالمات، الناس يقولون صوتي بعيد" },
    { rating: 5, text: "أصلية ومن الوكيل، ووصلتني خلال يوم من {store}" },
    { rating: 5, text: "أخف سماعة جربتها وأقدر ألبسها طول اليوم بالدوام" },
    {
      rating: 2,
      text: "Left earbud started disconnecting after three weeks. Warranty replacement is in progress.",
      for: [
        "apple-airpods-pro-2-usb-c",
        "apple-airpods-4-active-noise-cancellation",
        "samsung-galaxy-buds3-pro-silver",
      ],
    },
    {
      rating: 4,
      text: "ممتازة للنادي وما تطيح من الأذن",
      for: ["apple-airpods-pro-2-usb-c", "samsung-galaxy-buds3-pro-silver"],
    },
    {
      rating: 5,
      text: "Worth every riyal. Transparency mode sounds natural.",
      for: [
        "apple-airpods-pro-2-usb-c",
        "apple-airpods-4-active-noise-cancellation",
        "samsung-galaxy-buds3-pro-silver",
        "bose-quietcomfort-ultra-headphones-black",
        "sony-wh-1000xm5-black",
      ],
    },
    {
      rating: 4,
      text: "البطارية ممتازة والشحن سريع، بس العلبة تنخدش بسرعة",
      for: [
        "apple-airpods-pro-2-usb-c",
        "apple-airpods-4-active-noise-cancellation",
        "samsung-galaxy-buds3-pro-silver",
      ],
    },
  ],
  speaker: [
    {
      rating: 5,
      text: "أخذتها للكشتة وشغالة طول الليل، والصوت يعبي المكان",
      for: ["jbl-flip-6-blue", "jbl-partybox-110", "sony-srs-xb100-black"],
    },
    {
      rating: 5,
      text: "Took it to the beach in Jeddah, got splashed and sand everywhere, still works perfectly.",
      for: ["jbl-flip-6-blue", "sony-srs-xb100-black"],
    },
    {
      rating: 4,
      text: "صوتها قوي بالنسبة لحجمها بس الباس يقل إذا رفعت الصوت للآخر",
      for: ["jbl-flip-6-blue", "sony-srs-xb100-black"],
    },
    {
      rating: 4,
      text: "Pairing two of them together for stereo was easy.",
      for: ["jbl-flip-6-blue", "jbl-partybox-110", "sony-srs-xb100-black"],
    },
    { rating: 5, text: "للاستراحة ممتازة، والإضاءة حلوة مع الأغاني", for: ["jbl-partybox-110"] },
    {
      rating: 3,
      text: "Good sound, but the app keeps asking me to update the firmware.",
      for: ["jbl-flip-6-blue", "jbl-partybox-110", "samsung-hw-q600c-3-1-2-soundbar"],
    },
    {
      rating: 5,
      text: "ركبتها مع الشاشة وصار الصوت كأنك في السينما",
      for: ["samsung-hw-q600c-3-1-2-soundbar"],
    },
    {
      rating: 4,
      text: "سهلة التوصيل بالبلوتوث وبطاريتها تطول",
      for: ["jbl-flip-6-blue", "jbl-partybox-110", "sony-srs-xb100-black"],
    },
    {
      rating: 2,
      text: "الصوت يقطع إذا بعدت الجوال أكثر من خمسة أمتار",
      for: ["jbl-flip-6-blue", "jbl-partybox-110", "sony-srs-xb100-black"],
    },
    {
      rating: 5,
      text: "Clear dialogue finally, no more turning the volume up and down during movies.",
      for: ["samsung-hw-q600c-3-1-2-soundbar"],
    },
  ],
  appliance: [
    {
      rating: 5,
      text: "الغسالة هادية جداً حتى وقت العصر، والغسيل يطلع نظيف",
      for: ["category:washing-machines"],
    },
    { rating: 5, text: "التوصيل والتركيب كان مجاني من {store}، والفنيين ركبوها وجربوها قدامي" },
    {
      rating: 4,
      text: "ممتازة بس البرنامج العادي يطول ساعتين تقريباً",
      for: [
        "samsung-9kg-front-load-washer-ecobubble-ww90t4040ce",
        "lg-9kg-front-load-washer-ai-dd-steam",
        "bosch-serie-4-8kg-front-load-washer-wan28282gc",
        "samsung-18kg-top-load-washer-wa18t5260by",
      ],
    },
    {
      rating: 4,
      text: "Quiet and efficient. The installation team came on time and took the old machine away.",
    },
    { rating: 3, text: "تبرد كويس لكن صوت الكمبروسر مسموع بالليل", for: ["category:refrigerators"] },
    {
      rating: 5,
      text: "Fits a full week of groceries for a family of six, and no ice build-up at all.",
      for: ["category:refrigerators"],
    },
    {
      rating: 5,
      text: "سعة كبيرة وتكفي عائلة كبيرة، والتبريد سريع حتى بعز الصيف",
      for: ["category:refrigerators"],
    },
    { rating: 2, text: "التوصيل تأخر عشرة أيام عن الموعد، والجهاز نفسه زين" },
    {
      rating: 4,
      text: "Good machine. An Arabic display option would have been nice.",
      for: ["category:washing-machines"],
    },
    { rating: 5, text: "هذي ثاني مرة نشتري من نفس الماركة، الأولى عاشت عندنا عشر سنين" },
    {
      rating: 1,
      text: "Door seal started leaking in the first month. Still waiting for the technician.",
      for: [
        "samsung-9kg-front-load-washer-ecobubble-ww90t4040ce",
        "lg-9kg-front-load-washer-ai-dd-steam",
        "bosch-serie-4-8kg-front-load-washer-wan28282gc",
      ],
    },
    {
      rating: 4,
      text: "برنامج البخار ممتاز للشمغ والثياب البيضاء",
      for: ["samsung-9kg-front-load-washer-ecobubble-ww90t4040ce", "lg-9kg-front-load-washer-ai-dd-steam"],
    },
  ],
  ac: [
    { rating: 5, text: "يبرد الغرفة بسرعة حتى والحرارة برا 48، وصوته هادي" },
    { rating: 5, text: "ركبته قبل الصيف والفاتورة نزلت بشكل واضح مقارنة بالمكيف القديم" },
    { rating: 4, text: "التبريد ممتاز بس التركيب كان بمبلغ إضافي 250 ريال" },
    { rating: 5, text: "Cools our 20 m² bedroom in minutes. Very quiet at night." },
    { rating: 3, text: "المكيف زين لكن شاشة الريموت ما تضوي وما أشوف الأرقام بالليل" },
    {
      rating: 4,
      text: "Strong cooling in the Riyadh summer. The installation team from {store} was professional.",
    },
    { rating: 5, text: "قوي ويتحمل الغبار، نظفت الفلتر وصار كأنه جديد" },
    { rating: 2, text: "بعد شهرين صار يقطر ماء من الوحدة الداخلية، جاني فني وعدلها" },
    { rating: 5, text: "Runs all day in August without a break. No complaints." },
    {
      rating: 4,
      text: "تشغيله من الجوال قبل لا أوصل البيت ميزة حلوة",
      for: ["lg-dual-inverter-split-ac-24000-btu"],
    },
  ],
  vacuum: [
    {
      rating: 5,
      text: "الليزر يبين الغبار اللي ما كنت أشوفه، صرت أنظف أكثر من قبل",
      for: ["dyson-v15-detect-absolute"],
    },
    { rating: 5, text: "Handles the sand that comes in from outside without a problem." },
    {
      rating: 4,
      text: "الشفط قوي بس البطارية تخلص بسرعة في الوضع القوي",
      for: ["dyson-v15-detect-absolute"],
    },
    {
      rating: 4,
      text: "The robot maps the flat nicely. It gets stuck under the sofa sometimes.",
      for: ["roborock-q7-max-plus-robot-vacuum"],
    },
    {
      rating: 3,
      text: "ممتازة للأرضيات لكن مع الزوالي الثقيلة تتعب",
      for: ["philips-powerpro-compact-bagless-vacuum-fc9332", "roborock-q7-max-plus-robot-vacuum"],
    },
    {
      rating: 5,
      text: "خفيفة وسهلة، أمي صارت تستخدمها بدون ما تشتكي من ثقلها",
      for: ["dyson-v15-detect-absolute", "philips-powerpro-compact-bagless-vacuum-fc9332"],
    },
    {
      rating: 5,
      text: "Auto-empty dock is a game changer, I haven't touched the bin in a month.",
      for: ["roborock-q7-max-plus-robot-vacuum"],
    },
    {
      rating: 2,
      text: "Loud, and the hose is short. Fine for a small apartment only.",
      for: ["philips-powerpro-compact-bagless-vacuum-fc9332"],
    },
    { rating: 4, text: "تشتغل وحنا برا البيت ونرجع والبيت نظيف", for: ["roborock-q7-max-plus-robot-vacuum"] },
  ],
  kitchen: [
    { rating: 5, text: "القهوة تطلع مثل الكوفي، والكريمة فوقها حلوة", for: ["category:coffee-machines"] },
    {
      rating: 5,
      text: "كبيرة وتكفي عائلة، سويت فيها دجاج وبطاطس بنفس الوقت",
      for: ["ninja-foodi-dual-zone-air-fryer-af300me"],
    },
    {
      rating: 4,
      text: "Great espresso once you dial in the grind. The steam wand takes practice.",
      for: ["delonghi-dedica-style-ec685-m", "breville-barista-express-bes870"],
    },
    {
      rating: 4,
      text: "سهلة التنظيف والقطع تدخل غسالة الصحون",
      for: ["ninja-foodi-dual-zone-air-fryer-af300me", "philips-airfryer-essential-xl-hd9270"],
    },
    {
      rating: 5,
      text: "We use it every day for the kids' nuggets and fries. No more deep frying.",
      for: ["ninja-foodi-dual-zone-air-fryer-af300me", "philips-airfryer-essential-xl-hd9270"],
    },
    {
      rating: 3,
      text: "المكينة حلوة بس الكبسولات غالية ومو متوفرة في كل مكان",
      for: ["nespresso-vertuo-next-grey"],
    },
    { rating: 5, text: "قوية وتعجن عجينة الكليجا بدون ما تسخن", for: ["kenwood-chef-stand-mixer-kvc3100s"] },
    {
      rating: 2,
      text: "The plastic smell lasted for several uses. Performance is okay.",
      for: ["ninja-foodi-dual-zone-air-fryer-af300me", "philips-airfryer-essential-xl-hd9270"],
    },
    {
      rating: 5,
      text: "Compact enough for my small kitchen counter. Coffee is hot and consistent.",
      for: ["nespresso-vertuo-next-grey", "delonghi-dedica-style-ec685-m"],
    },
    { rating: 4, text: "أخذتها من العرض بسعر ممتاز، والتوصيل كان سريع" },
    { rating: 5, text: "من أحسن المشتريات هالسنة، نستخدمها يومياً" },
    {
      rating: 3,
      text: "Does the job, but the non-stick coating started to scratch after two months.",
      for: ["ninja-foodi-dual-zone-air-fryer-af300me", "philips-airfryer-essential-xl-hd9270"],
    },
  ],
  gaming: [
    {
      rating: 5,
      text: "وصلني نسخة الشرق الأوسط والقوائم عربي، والتحميل سريع",
      for: [
        "sony-playstation-5-slim-disc-1tb",
        "sony-playstation-5-slim-digital-edition-1tb",
        "microsoft-xbox-series-x-1tb",
      ],
    },
    {
      rating: 5,
      text: "Bought it for FIFA nights with the cousins. Zero complaints.",
      for: [
        "sony-playstation-5-slim-disc-1tb",
        "sony-playstation-5-slim-digital-edition-1tb",
        "microsoft-xbox-series-x-1tb",
        "sony-dualsense-wireless-controller-white",
      ],
    },
    {
      rating: 4,
      text: "صوته أهدى من النسخة القديمة بس الذاكرة تمتلي بسرعة مع الألعاب الكبيرة",
      for: ["sony-playstation-5-slim-disc-1tb", "sony-playstation-5-slim-digital-edition-1tb"],
    },
    {
      rating: 4,
      text: "Feels premium, but battery life could be better.",
      for: [
        "sony-dualsense-wireless-controller-white",
        "sony-playstation-portal-remote-player",
        "nintendo-switch-oled-white",
      ],
    },
    {
      rating: 5,
      text: "شريته من {store} بالعروض ومعه لعبة مجانية",
      for: [
        "sony-playstation-5-slim-disc-1tb",
        "sony-playstation-5-slim-digital-edition-1tb",
        "microsoft-xbox-series-x-1tb",
        "nintendo-switch-oled-white",
      ],
    },
    {
      rating: 3,
      text: "Works fine, but online play needs a stable connection or you notice the lag.",
      for: ["sony-playstation-portal-remote-player"],
    },
    {
      rating: 5,
      text: "العيال مستانسين عليه، ونلعب كلنا مع بعض بالإجازة",
      for: [
        "sony-playstation-5-slim-disc-1tb",
        "sony-playstation-5-slim-digital-edition-1tb",
        "nintendo-switch-oled-white",
        "microsoft-xbox-series-x-1tb",
      ],
    },
    {
      rating: 2,
      text: "يد التحكم صار فيها انحراف بالعصا اليسار بعد شهرين",
      for: ["sony-dualsense-wireless-controller-white", "nintendo-switch-oled-white"],
    },
    {
      rating: 5,
      text: "Light and precise. My aim in Valorant actually improved.",
      for: ["logitech-g-pro-x-superlight-2-black"],
    },
    { rating: 4, text: "ممتاز بس السعر كان أرخص قبل أسبوعين" },
  ],
  camera: [
    {
      rating: 5,
      text: "صورت فيها زواج أخوي والصور طلعت احترافية، التركيز على العين ما يخطي",
      for: ["sony-alpha-7-iv-body", "canon-eos-r50-rf-s-18-45mm-kit"],
    },
    {
      rating: 5,
      text: "Took it diving in the Red Sea off Yanbu, the footage is stunning.",
      for: ["gopro-hero12-black"],
    },
    {
      rating: 4,
      text: "ممتازة للمبتدئ، بس البطارية تحتاج وحدة احتياط",
      for: ["canon-eos-r50-rf-s-18-45mm-kit", "dji-mini-4-pro-dji-rc-2"],
    },
    {
      rating: 4,
      text: "Great stabilisation. Gets warm when recording 4K for a long time.",
      for: ["gopro-hero12-black", "dji-osmo-pocket-3"],
    },
    { rating: 5, text: "أخذتها معي للعلا وطلعت لقطات تجنن" },
    {
      rating: 3,
      text: "الصور حلوة لكن القوائم معقدة شوي بالبداية",
      for: ["sony-alpha-7-iv-body", "canon-eos-r50-rf-s-18-45mm-kit"],
    },
    {
      rating: 5,
      text: "Small enough to carry everywhere. Perfect for vlogging at events.",
      for: ["dji-osmo-pocket-3"],
    },
    {
      rating: 2,
      text: "The app keeps disconnecting from my phone, very annoying.",
      for: ["gopro-hero12-black", "dji-osmo-pocket-3", "dji-mini-4-pro-dji-rc-2"],
    },
    {
      rating: 4,
      text: "تصوير الليل نظيف، وخفيفة على اليد",
      for: ["dji-osmo-pocket-3", "canon-eos-r50-rf-s-18-45mm-kit"],
    },
  ],
  beauty: [
    { rating: 5, text: "ريحته فخمة وثباته طول اليوم، وأصلي من {store}", for: ["category:perfumes"] },
    { rating: 5, text: "هديته لزوجتي وعجبها مرة، الفوحان ممتاز", for: ["category:perfumes"] },
    { rating: 4, text: "Lovely scent, lasts around 7 hours on my skin.", for: ["category:perfumes"] },
    { rating: 4, text: "حلو بس ثباته أقل من المتوقع بالحر", for: ["category:perfumes"] },
    { rating: 3, text: "ممتاز لكن سعره صار أغلى من قبل" },
    {
      rating: 5,
      text: "Dries my hair in half the time and no frizz.",
      for: ["dyson-supersonic-hair-dryer-hd07-nickel-copper"],
    },
    {
      rating: 5,
      text: "أسرع سشوار جربته، وما يحرق الشعر",
      for: ["dyson-supersonic-hair-dryer-hd07-nickel-copper"],
    },
    {
      rating: 4,
      text: "Great shave, though the cleaning cartridges are pricey.",
      for: ["braun-series-9-pro-9477cc-shaver"],
    },
    { rating: 2, text: "العلبة وصلت مفتوحة وشكيت إنه مو أصلي، ورجعته", for: ["category:perfumes"] },
    { rating: 5, text: "Compliments every time I wear it to the office.", for: ["category:perfumes"] },
    {
      rating: 4,
      text: "مريحة على اللثة والفرق واضح من أول أسبوع",
      for: ["oral-b-io-series-6-electric-toothbrush-grey"],
    },
    {
      rating: 5,
      text: "تحديد اللحية صار أسهل بكثير، والشفرة تطول",
      for: ["philips-oneblade-qp2824-face-body"],
    },
    {
      rating: 4,
      text: "Great for a quick beard tidy before work. Replacement blades are a bit expensive.",
      for: ["philips-oneblade-qp2824-face-body"],
    },
    { rating: 5, text: "حلاقة ناعمة وما تسبب حبوب", for: ["braun-series-9-pro-9477cc-shaver"] },
    {
      rating: 4,
      text: "The app is a bit much, but the brush itself is excellent.",
      for: ["oral-b-io-series-6-electric-toothbrush-grey"],
    },
    {
      rating: 5,
      text: "سعره رخيص وريحته كأنه عطر نيش",
      for: ["lattafa-khamrah-eau-de-parfum-100ml", "rasasi-hawas-for-him-eau-de-parfum-100ml"],
    },
  ],
  generic: [
    { rating: 5, text: "وصلني خلال يومين من {store} والتغليف ممتاز" },
    { rating: 5, text: "Exactly as described. Fast delivery to Dammam." },
    { rating: 4, text: "المنتج ممتاز والسعر مناسب مقارنة بالمحلات" },
    {
      rating: 4,
      text: "Good product. Worth comparing prices first, it dropped by 100 SAR a week after I bought it.",
    },
    { rating: 5, text: "شكراً قارن، وفرت فيه أكثر من 300 ريال" },
    { rating: 5, text: "Used this site to compare, bought from {store} and saved quite a bit." },
    { rating: 3, text: "المنتج جيد لكن التوصيل لأبها أخذ أسبوع" },
    { rating: 4, text: "يستاهل سعره، وأنصح فيه" },
    { rating: 5, text: "Second one I've bought, for my parents this time." },
    { rating: 5, text: "جودة ممتازة والضمان من الوكيل سنتين" },
    { rating: 3, text: "It's fine. Nothing special for the price." },
    { rating: 4, text: "تجربة شراء ممتازة، والدفع بالتقسيط عن طريق تابي بدون مشاكل" },
    { rating: 5, text: "ممتاز ممتاز ممتاز 👍" },
    { rating: 5, text: "10/10 would buy again." },
    { rating: 2, text: "المنتج نفسه كويس لكن وصلني بدون فاتورة وتعبت على ما أرسلوها" },
    { rating: 1, text: "ما اشتغل من أول يوم، ورجعته" },
    { rating: 4, text: "Paid with Tamara in 4 instalments, smooth process. Product is great." },
    { rating: 5, text: "أخذته في عروض اليوم الوطني بسعر ما يتفوت" },
    { rating: 4, text: "حلو بس الكرتون كان مضروب شوي من الشحن" },
    { rating: 1, text: "Arrived damaged and the return took three weeks." },
    { rating: 5, text: "من أفضل المشتريات، الله يبارك لكم" },
    { rating: 3, text: "عادي، كنت متوقعه أفضل" },
    { rating: 5, text: "Great value during the sale. Delivered to Khobar in two days." },
    { rating: 4, text: "كويس جداً، والاستلام من الفرع كان سريع" },
    { rating: 5, text: "ثاني مرة أشتريه، مرة لي ومرة هدية لأخوي" },
    {
      rating: 4,
      text: "Does exactly what it says. Setup was quick and the Arabic instructions helped my father.",
    },
    { rating: 5, text: "الجودة تفوق السعر، ما ندمت عليه" },
    { rating: 4, text: "Took a while to arrive in Tabuk, but it was well packed and works perfectly." },
    { rating: 5, text: "طلبته الساعة 11 بالليل ووصلني الظهر، خدمة سريعة من {store}" },
    {
      rating: 4,
      text: "Compared three stores here before buying. Saved enough to buy a case and a screen protector.",
    },
    { rating: 5, text: "مريح وعملي، والكل في البيت صار يستخدمه" },
    { rating: 3, text: "Not bad, but I expected better build quality at this price." },
    { rating: 5, text: "Happy with it. Warranty registration was easy." },
    { rating: 4, text: "ممتاز بشكل عام، والتغليف كان محترم" },
  ],
};

/** Reviews a moderator turned down, with the reason shown to the author (in the author's language). */
export const DEMO_REJECTED_REVIEWS: DemoRejectedReview[] = [
  {
    rating: 5,
    text: "أرخص بكثير في متجر ثاني، شوفوا الرابط: bit.ly/3kT9xQw",
    reason: "يحتوي على رابط لمتجر آخر",
  },
  {
    rating: 4,
    text: "Same thing is 150 riyals cheaper here: www.best-deals-ksa.example/item/88213",
    reason: "Contains a link to another store",
  },
  {
    rating: 5,
    text: "عندي واحد مستعمل نظيف للبيع، اللي يبيه يكلمني واتساب 05XXXXXXXX",
    reason: "يحتوي على رقم تواصل وإعلان بيع",
  },
  {
    rating: 1,
    text: "Total scam!!! The people who sell this are ****** liars",
    reason: "Offensive language",
  },
  {
    rating: 3,
    text: "الموظف في الفرع كان محترم والمواقف واسعة",
    reason: "المراجعة لا تتحدث عن المنتج",
  },
  {
    rating: 5,
    text: "Use my code SAVE20NOW for 20% off your first order!!",
    reason: "Promotional content or referral code",
  },
  {
    rating: 3,
    text: "test test asdf",
    reason: "Not a genuine review",
  },
];
